import { z } from 'zod';
import { IdSchema, IsoDateSchema } from '../primitives';
import { CertificateTypeSchema, CertificateVerificationSchema } from './certificate';

/**
 * A certificate issued to the signed-in customer (User/get-my-certificates, extension): what the share
 * actions need (LinkedIn's add-to-profile link, the Open Badge). `CID` is the cid of its PDF and QR link
 * (course: the program line's CITID; diploma: the DiplomaRegistrationID; init: the registration ID).
 */
export const MyCertificateSchema = z.object({
  Type: CertificateTypeSchema,
  CID: IdSchema,
  CertificateNumber: z.string(),
  NameOnCertificate: z.string(),
  Title_en: z.string(),
  Title_ar: z.string(),
  GivenDate: IsoDateSchema,
});
export type MyCertificate = z.infer<typeof MyCertificateSchema>;

/** Courses/find-certificate (extension): a genuine certificate found by its number, with its kind. */
export const CertificateLookupSchema = CertificateVerificationSchema.extend({ Type: CertificateTypeSchema });
export type CertificateLookup = z.infer<typeof CertificateLookupSchema>;

/** Certificate numbers as printed (RETI-C-2026-00012, 3-17): letters, digits and dashes. */
export const CertificateNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/);

/**
 * User/get-certificate-credential (extension): the certificate as an Open Badges 3.0 credential (a W3C
 * verifiable credential, VCDM 2.0), signed by the institute as a compact JWS (EdDSA, Ed25519), the JWT proof
 * format of Open Badges 3.0; its `kid` names the key in the institute's JWKS (/.well-known/jwks.json).
 */
export const CertificateCredentialSchema = z.object({
  CertificateNumber: z.string(),
  /** The compact JWS: header.payload.signature. */
  Credential: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/),
});
export type CertificateCredential = z.infer<typeof CertificateCredentialSchema>;

/** A public Ed25519 key of the institute's JWKS. */
const PublicJwkSchema = z
  .object({
    kty: z.literal('OKP'),
    crv: z.literal('Ed25519'),
    x: z.string(),
    kid: z.string(),
    alg: z.literal('EdDSA'),
    use: z.literal('sig'),
  })
  .strict();
/** Courses/get-credential-keys (extension): the keys that verify the institute's credentials. */
export const CredentialKeysSchema = z.object({ keys: z.array(PublicJwkSchema).min(1) });
