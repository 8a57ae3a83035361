import 'server-only';
import * as contract from '@/lib/contract';
import { EMPTY_FILE_ID } from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';
import { upstreamConfig } from './config';

/**
 * Reads behind the printable documents and the certificate verification page (docs/product/contract.md#endpoints).
 * Never cached: personal data, one reader. Errors are values (`{ ok: false, error }`); an unknown or foreign oid/cid is
 * `error.kind === 'not_found'`.
 */

/** Cart/get-order: the order and its lines, when `oid` belongs to `uid`. */
export const getOrder = (oid: string, uid: string, ctx: CallerContext) =>
  upstreamFetch(contract.getOrder, { query: { oid, uid }, ctx });

/** cid = CITID of the program line. */
export const getCourseCertificate = (cid: number, uid: string, ctx: CallerContext) =>
  upstreamFetch(contract.getCourseCertificate, { query: { cid, uid }, ctx });

/** cid = DiplomaRegistrationID. */
export const getDiplomaCertificate = (cid: number, uid: string, ctx: CallerContext) =>
  upstreamFetch(contract.getDiplomaCertificate, { query: { cid, uid }, ctx });

/** id = the customer initiative (registration) ID. */
export const getInitCertificate = (id: number, uid: string, ctx: CallerContext) =>
  upstreamFetch(contract.getInitCertificate, { query: { id, uid }, ctx });

/** Public check behind /{lang}/verify-certificate (anonymous). */
export const verifyCertificate = (
  query: { uid: string; cid: number; type: contract.CertificateType },
  ctx: CallerContext = {},
) => upstreamFetch(contract.verifyCertificate, { query, ctx });

/**
 * An image of the file host (`/files/{id}?w&h`) as a data URL for a PDF (react-pdf draws PNG and JPEG; the
 * host resizes to one of them). Null for the all-zero id, a missing file or another format: the logo is left out.
 */
export async function getFileImage(fileId: string, size = 320, timeoutMs = 5000): Promise<string | null> {
  if (!fileId || fileId === EMPTY_FILE_ID || !/^[0-9a-f-]{36}$/i.test(fileId)) return null;
  try {
    const response = await fetch(`${upstreamConfig().baseUrl}/files/${fileId}?w=${size}&h=${size}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const type = response.headers.get('content-type') ?? '';
    const mime = type.startsWith('image/png') ? 'image/png' : type.startsWith('image/jpeg') ? 'image/jpeg' : null;
    if (!mime) return null;
    return `data:${mime};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
  } catch {
    return null;
  }
}
