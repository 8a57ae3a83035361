import 'server-only';
import { readBytes } from '@/lib/security/body-limit';
import * as user from '@/lib/upstream/user';
import {
  allowedTypes,
  MAX_UPLOAD_BYTES,
  sniffFileType,
  UPLOAD_KINDS,
  type UploadKind,
} from '@/lib/validation/file-type';
import { MSG } from '@/lib/validation/messages';
import { answer, failure, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';

/**
 * My Profile uploads (photo, Emirates ID front and back): multipart `file` and `kind`. The size is capped,
 * the type is read from the content, and the file goes to the upstream upload endpoint under the user's token.
 * The profile photo is public (shown through /files); Emirates ID scans are private.
 */
export const upload = bffRoute({ auth: 'user', limit: 'upload' }, async ({ request, session, caller }) => {
  // The file's 5 MB and some form overhead; refused before it is read whole (Content-Length, else while streaming).
  const bytes = await readBytes(request, MAX_UPLOAD_BYTES + 64 * 1024);
  if (!bytes) return failure(MSG.fileSize, 413);
  let form: FormData;
  try {
    const type = request.headers.get('content-type') ?? '';
    form = await new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    return failure(MSG.invalid, 400);
  }
  const kind = form.get('kind');
  const file = form.get('file');
  if (typeof kind !== 'string' || !(UPLOAD_KINDS as readonly string[]).includes(kind) || !(file instanceof File)) {
    return failure(MSG.invalid, 400);
  }
  if (file.size === 0 || file.size > MAX_UPLOAD_BYTES) return failure(MSG.fileSize, 413);

  const content = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffFileType(content, file.name);
  const types = allowedTypes(kind as UploadKind);
  if (!sniffed || !types.includes(sniffed.ext)) return failure(MSG.fileType, 415);

  const safeName = `${kind}.${sniffed.ext}`;
  const result = await user.uploadFile(
    {
      file: new File([content], safeName, { type: sniffed.mime }),
      public: kind === 'photo' ? '1' : '0',
      types: types.join(','),
    },
    caller,
  );
  if (!result.ok) return upstreamFailure(result.error, session);
  if (!result.data.success) return failure(MSG.failed, 502);
  return answer({ ok: true, fileId: result.data.response });
});
