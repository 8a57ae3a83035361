import 'server-only';
import * as contract from '@/lib/contract';
import { cachedRead } from './cached';
import { upstreamFetch, type CallerContext } from './client';

/** Certificates anyone can verify and share (extensions, lib/contract/endpoints/credentials.ts). */

/** A certificate by its printed number: data null when there is none. */
export const findCertificate = (number: string, ctx: CallerContext) =>
  upstreamFetch(contract.findCertificate, { query: { number }, ctx });

export const getMyCertificates = (ctx: CallerContext) => upstreamFetch(contract.getMyCertificates, { ctx });

export const getCertificateCredential = (query: { type: contract.CertificateType; cid: number }, ctx: CallerContext) =>
  upstreamFetch(contract.getCertificateCredential, { query, ctx });

/**
 * The public JWKS (anonymous), cached an hour (keys rotate rarely); also tells the pages whether this upstream
 * has the certificate extensions at all (`unavailable`: hide the number form and the Open Badges).
 */
export const getCredentialKeys = () =>
  cachedRead(['credential-keys'], { tags: ['credential-keys'], revalidate: 3600 }, () =>
    upstreamFetch(contract.getCredentialKeys),
  );
