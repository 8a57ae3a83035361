import 'server-only';
import { unstable_cache } from 'next/cache';
import { fail, ok, type UpstreamError, type UpstreamResult } from './result';

/** Thrown inside the cache scope so that a failure is never stored. */
class UpstreamFailure extends Error {
  constructor(readonly error: UpstreamError) {
    super(`upstream ${error.kind}${error.status ? ` ${error.status}` : ''}`);
  }
}

/**
 * Runs an upstream read through Next's data cache: `key` must hold every value the read depends on
 * (endpoint and arguments). Successes are cached under `tags` for `revalidate` seconds; failures are
 * thrown inside the cache (so nothing is stored) and returned outside as `{ ok: false, error }`.
 */
export async function cachedRead<T>(
  key: readonly (string | number)[],
  options: { tags: string[]; revalidate: number },
  read: () => Promise<UpstreamResult<T>>,
): Promise<UpstreamResult<T>> {
  const run = unstable_cache(
    async () => {
      const result = await read();
      if (!result.ok) throw new UpstreamFailure(result.error);
      return result.data;
    },
    ['upstream', ...key.map(String)],
    options,
  );
  try {
    return ok(await run());
  } catch (error) {
    if (error instanceof UpstreamFailure) return fail(error.error);
    throw error; // Next's own signals (dynamic usage, not-found, redirects) must pass through
  }
}
