import 'server-only';

/**
 * Request body limits of the BFF (bytes). A body over its route's limit is answered 413 before it is read whole:
 * at once when Content-Length says so, else as soon as the stream passes the limit (a chunked body).
 */
export const BODY_LIMITS = {
  /** A form of the BFF (sign-in, profile, address, cart…): a few hundred bytes, 32 KB is generous. */
  form: 32 * 1024,
  /** The enquiry form: the message (5,000 characters) and the ALTCHA solution (up to 20,000). */
  enquiry: 64 * 1024,
  /** The staff bulk order: up to 2,000 student ids. */
  bulkOrder: 256 * 1024,
  /** The signed revalidation webhook: a list of tags. */
  webhook: 10_000,
} as const;

/** The body's bytes, or null when it is larger than `limit` (nothing more is read then). */
export async function readBytes(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Marks a body over its limit (see readJsonWithin). */
export const TOO_LARGE = Symbol('too large');

/** The body as JSON; undefined when it is not JSON (a schema then refuses it); TOO_LARGE over `limit`. */
export async function readJsonWithin(request: Request, limit: number): Promise<unknown> {
  const bytes = await readBytes(request, limit);
  if (!bytes) return TOO_LARGE;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** The 413 of the BFF: a message key, like every answer a person may see. */
export function payloadTooLarge(): Response {
  return Response.json(
    { ok: false, error: 'security.payloadTooLarge' },
    { status: 413, headers: { 'Cache-Control': 'private, no-store' } },
  );
}
