import 'server-only';
import { callerHeaders, type CallerContext } from './client';
import { upstreamConfig } from './config';
import { fail, ok, type UpstreamResult } from './result';

export type MemberFile = { body: ReadableStream<Uint8Array>; type: string; length: string | null };

const FILE_ID = /^[0-9a-f-]{36}$/i;

/**
 * A file of the file host read for the signed-in caller of `ctx`, with the contract's headers (the training
 * calendar: the host gives it to signed-in callers only; a public file comes back the same way). The body is
 * streamed on to the browser, never kept.
 */
export async function getMemberFile(fileId: string, ctx: CallerContext): Promise<UpstreamResult<MemberFile>> {
  if (!FILE_ID.test(fileId)) return fail({ kind: 'not_found', retryable: false });
  const { headers } = await callerHeaders(ctx);
  try {
    const response = await fetch(`${upstreamConfig().baseUrl}/files/${fileId}`, {
      headers: { ...headers, accept: '*/*' },
      signal: AbortSignal.timeout(upstreamConfig().timeoutMs),
    });
    if (response.status === 404) return fail({ kind: 'not_found', status: 404, retryable: false });
    if (response.status === 401 || response.status === 403)
      return fail({ kind: 'unauthorized', status: response.status, retryable: false });
    if (!response.ok || !response.body)
      return fail({ kind: 'http', status: response.status, retryable: response.status >= 500 });
    return ok({
      body: response.body,
      type: response.headers.get('content-type') ?? 'application/octet-stream',
      length: response.headers.get('content-length'),
    });
  } catch {
    return fail({ kind: 'network', retryable: true });
  }
}
