import { z } from 'zod';
import { FileIdSchema, IdSchema, IsoDateSchema } from '../primitives';

/** Accreditation logo of a certificate. */
export const CertificateLogoSchema = z.object({ LogoFile: FileIdSchema });
export type CertificateLogo = z.infer<typeof CertificateLogoSchema>;

/** Course certificate, spec 3 (ProductTitle_ar added for the bilingual rule). */
export const CourseCertificateSchema = z.object({
  NameOnCertificate: z.string(),
  ProductTitle_en: z.string(),
  ProductTitle_ar: z.string(),
  GivenDate_DESC: IsoDateSchema,
  CertificateNumber: z.string(),
});
export type CourseCertificate = z.infer<typeof CourseCertificateSchema>;

/** Diploma certificate, spec 3 (_ar pairs added for the bilingual rule). */
export const DiplomaCertificateSchema = z.object({
  NameOnCertificate_en: z.string(),
  NameOnCertificate_ar: z.string().nullable(),
  DiplomaTitle_en: z.string(),
  DiplomaTitle_ar: z.string(),
  GivenDate: IsoDateSchema,
  CERT_NUMBER: z.string(),
});
export type DiplomaCertificate = z.infer<typeof DiplomaCertificateSchema>;

/** Initiative certificate, spec 3. Shown id: `${InitID}-${ID}`. */
export const InitiativeCertificateSchema = z.object({
  StudentName: z.string(),
  InitTitle_en: z.string(),
  InitTitle_ar: z.string(),
  StartDate: IsoDateSchema,
  EndDate: IsoDateSchema,
  IsSameMonth: z.boolean(),
  InitID: IdSchema,
  ID: IdSchema,
});
export type InitiativeCertificate = z.infer<typeof InitiativeCertificateSchema>;

export const CourseCertificateResponseSchema = z.object({ cert: CourseCertificateSchema, logos: z.array(CertificateLogoSchema) });
export type CourseCertificateResponse = z.infer<typeof CourseCertificateResponseSchema>;
export const DiplomaCertificateResponseSchema = z.object({ cert: DiplomaCertificateSchema, logos: z.array(CertificateLogoSchema) });
export type DiplomaCertificateResponse = z.infer<typeof DiplomaCertificateResponseSchema>;
export const InitiativeCertificateResponseSchema = z.object({ cert: InitiativeCertificateSchema });
export type InitiativeCertificateResponse = z.infer<typeof InitiativeCertificateResponseSchema>;

/** Certificate kinds of the verification URL (`type` query). */
export const CERTIFICATE_TYPES = ['course', 'diploma', 'init'] as const;
export const CertificateTypeSchema = z.enum(CERTIFICATE_TYPES);
export type CertificateType = z.infer<typeof CertificateTypeSchema>;

/** Courses/verify-certificate data (beyond the spec). Fields are null when not valid. */
export const CertificateVerificationSchema = z.object({
  valid: z.boolean(),
  NameOnCertificate: z.string().nullable(),
  Title_en: z.string().nullable(),
  Title_ar: z.string().nullable(),
  GivenDate: IsoDateSchema.nullable(),
  CertificateNumber: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;
