import { answer, failure } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';
import { recordVisit } from '@/lib/upstream/shared';
import { MSG } from '@/lib/validation/messages';

/** Records a visit (Shared/visit). The browser calls it once per session (sessionStorage flag); same-origin only. */
export const POST = bffRoute({}, async () => {
  const result = await recordVisit();
  if (!result.ok) return failure(MSG.failed, 502);
  return answer({ ok: true });
});
