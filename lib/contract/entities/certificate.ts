import { z } from 'zod';
import { FileIdSchema, IdSchema, IsoDateSchema } from '../primitives';

/** Accreditation logo of a certificate (LogoName_* chosen additions: the accrediting body, for alt text and the PDF). */
const CertificateLogoSchema = z.object({
  LogoFile: FileIdSchema,
  LogoName_en: z.string().nullable(),
  LogoName_ar: z.string().nullable(),
});
export type CertificateLogo = z.infer<typeof CertificateLogoSchema>;

/** Course certificate (docs/product/entities.md#certificates; ProductTitle_ar added for the bilingual rule). */
const CourseCertificateSchema = z.object({
  NameOnCertificate: z.string(),
  ProductTitle_en: z.string(),
  ProductTitle_ar: z.string(),
  GivenDate_DESC: IsoDateSchema,
  CertificateNumber: z.string(),
});
export type CourseCertificate = z.infer<typeof CourseCertificateSchema>;

/** Diploma certificate (docs/product/entities.md#certificates; _ar pairs added for the bilingual rule). */
const DiplomaCertificateSchema = z.object({
  NameOnCertificate_en: z.string(),
  NameOnCertificate_ar: z.string().nullable(),
  DiplomaTitle_en: z.string(),
  DiplomaTitle_ar: z.string(),
  GivenDate: IsoDateSchema,
  CERT_NUMBER: z.string(),
});
export type DiplomaCertificate = z.infer<typeof DiplomaCertificateSchema>;

/** Initiative certificate (docs/product/entities.md#certificates). Shown id: `${InitID}-${ID}`. */
const InitiativeCertificateSchema = z.object({
  StudentName: z.string(),
  InitTitle_en: z.string(),
  InitTitle_ar: z.string(),
  StartDate: IsoDateSchema,
  EndDate: IsoDateSchema,
  IsSameMonth: z.boolean(),
  InitID: IdSchema,
  ID: IdSchema,
  /** Chosen addition: the issue date (the PDF's issuedAt; the program's end date unless issued later). */
  GivenDate: IsoDateSchema,
});
export type InitiativeCertificate = z.infer<typeof InitiativeCertificateSchema>;

/**
 * Chosen addition to every certificate response: the regulator permit line of the settings
 * (docs/product/constants.md#documents), null when not configured.
 */
const permitLine = { PermitLine_en: z.string().nullable(), PermitLine_ar: z.string().nullable() };

export const CourseCertificateResponseSchema = z.object({
  cert: CourseCertificateSchema,
  logos: z.array(CertificateLogoSchema),
  ...permitLine,
});
export type CourseCertificateResponse = z.infer<typeof CourseCertificateResponseSchema>;
export const DiplomaCertificateResponseSchema = z.object({
  cert: DiplomaCertificateSchema,
  logos: z.array(CertificateLogoSchema),
  ...permitLine,
});
export type DiplomaCertificateResponse = z.infer<typeof DiplomaCertificateResponseSchema>;
export const InitiativeCertificateResponseSchema = z.object({ cert: InitiativeCertificateSchema, ...permitLine });
export type InitiativeCertificateResponse = z.infer<typeof InitiativeCertificateResponseSchema>;

/** Certificate kinds of the verification URL (`type` query). */
const CERTIFICATE_TYPES = ['course', 'diploma', 'init'] as const;
export const CertificateTypeSchema = z.enum(CERTIFICATE_TYPES);
export type CertificateType = z.infer<typeof CertificateTypeSchema>;

/**
 * Courses/verify-certificate data (beyond the spec), only for a genuine certificate (`valid` is then always true);
 * anything else is a 404 that says nothing more ('Invalid Certificate').
 */
export const CertificateVerificationSchema = z.object({
  valid: z.boolean(),
  NameOnCertificate: z.string(),
  Title_en: z.string(),
  Title_ar: z.string(),
  GivenDate: IsoDateSchema,
  CertificateNumber: z.string(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;
