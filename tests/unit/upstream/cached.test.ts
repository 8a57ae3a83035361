const store = new Map<string, unknown>();

// Stand-in for Next's data cache: stores what the function returns, stores nothing when it throws.
jest.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, key: string[]) => async () => {
    const k = key.join('|');
    if (store.has(k)) return store.get(k);
    const value = await fn();
    store.set(k, value);
    return value;
  },
}));

import { cachedRead } from '@/lib/upstream/cached';

describe('cachedRead', () => {
  beforeEach(() => store.clear());
  const opts = { tags: ['t'], revalidate: 60 };

  it('caches a success', async () => {
    const read = jest.fn().mockResolvedValue({ ok: true, data: 1 });
    expect(await cachedRead(['a'], opts, read)).toEqual({ ok: true, data: 1 });
    expect(await cachedRead(['a'], opts, read)).toEqual({ ok: true, data: 1 });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('returns a failure as a value without caching it', async () => {
    const read = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, error: { kind: 'network', retryable: true } })
      .mockResolvedValueOnce({ ok: true, data: 2 });
    expect(await cachedRead(['b'], opts, read)).toEqual({ ok: false, error: { kind: 'network', retryable: true } });
    expect(await cachedRead(['b'], opts, read)).toEqual({ ok: true, data: 2 });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('lets other errors through', async () => {
    const boom = new Error('DYNAMIC_SERVER_USAGE');
    await expect(cachedRead(['c'], opts, () => Promise.reject(boom))).rejects.toBe(boom);
  });
});
