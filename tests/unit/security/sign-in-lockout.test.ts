import { consume, forget, LIMITS, resetRateLimits, waitingFor } from '@/lib/security/rate-limit';

/**
 * The per-account sign-in limit (lib/security/rate-limit.ts, `signInAccount`): ten failures lock the account for the
 * rest of a 15-minute window, nobody can make the lock longer, and it ends by itself.
 */
const ACCOUNT = 'someone@example.com';
let now: number;
let clock: jest.SpyInstance<number, []>;

beforeEach(() => {
  resetRateLimits();
  now = Date.now();
  clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => clock.mockRestore());

test('ten failures lock the account for the rest of the window; waiting does not count; then it ends by itself', async () => {
  expect(LIMITS.signInAccount).toEqual({ points: 10, duration: 900 });
  for (let i = 0; i < 10; i++) expect(await consume(['signInAccount', ACCOUNT])).toBe(0);
  expect(await waitingFor('signInAccount', ACCOUNT)).toBe(900);

  now += 600_000;
  // The lock is checked (never spent) while it lasts: asking does not make it longer.
  for (let i = 0; i < 20; i++) expect(await waitingFor('signInAccount', ACCOUNT)).toBe(300);

  now += 300_001;
  expect(await waitingFor('signInAccount', ACCOUNT)).toBe(0);
  // A new window starts from nothing.
  expect(await consume(['signInAccount', ACCOUNT])).toBe(0);
  expect(await waitingFor('signInAccount', ACCOUNT)).toBe(0);
});

test('other accounts are not affected; forgetting (right password, password reset) ends a lock at once', async () => {
  for (let i = 0; i < 10; i++) await consume(['signInAccount', ACCOUNT]);
  expect(await waitingFor('signInAccount', 'other@example.com')).toBe(0);
  expect(await waitingFor('signInAccount', ACCOUNT)).toBeGreaterThan(0);
  await forget('signInAccount', ACCOUNT);
  expect(await waitingFor('signInAccount', ACCOUNT)).toBe(0);
});
