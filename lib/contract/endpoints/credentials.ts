import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { CertificateTypeSchema } from '../entities/certificate';
import {
  CertificateCredentialSchema,
  CertificateLookupSchema,
  CertificateNumberSchema,
  CredentialKeysSchema,
  MyCertificateSchema,
} from '../entities/my-certificate';
import { queryInt } from '../primitives';

// Certificates anyone can verify and share, extensions of the institute's API.

/** A certificate by its printed number (the verification form). Unknown or withdrawn: data null. */
export const findCertificate = defineEndpoint({
  method: 'GET',
  path: 'Courses/find-certificate',
  query: z.object({ number: CertificateNumberSchema }),
  response: CertificateLookupSchema.nullable(),
  extension: true,
  summary: 'Verify a certificate by its number',
});

export const getMyCertificates = defineEndpoint({
  method: 'GET',
  path: 'User/get-my-certificates',
  query: z.object({}),
  response: z.array(MyCertificateSchema),
  auth: 'user',
  extension: true,
  summary: "The caller's certificates (number, title, date), for sharing",
});

/** One of the caller's certificates as a signed Open Badges 3.0 credential; not the caller's: data null. */
export const getCertificateCredential = defineEndpoint({
  method: 'GET',
  path: 'User/get-certificate-credential',
  query: z.object({ type: CertificateTypeSchema, cid: queryInt() }),
  response: CertificateCredentialSchema.nullable(),
  auth: 'user',
  extension: true,
  summary: 'Open Badges 3.0 credential (VC-JWT, EdDSA) of one of the caller’s certificates',
});

/** The public keys (JWKS) that verify the credentials; published by the web at /.well-known/jwks.json. */
export const getCredentialKeys = defineEndpoint({
  method: 'GET',
  path: 'Courses/get-credential-keys',
  query: z.object({}),
  response: CredentialKeysSchema,
  extension: true,
  summary: 'JWKS of the institute’s credential signing keys',
});

export const credentialEndpoints = {
  findCertificate,
  getMyCertificates,
  getCertificateCredential,
  getCredentialKeys,
} as const;
