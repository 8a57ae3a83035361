import { DEV_SECRETS, SettingsError } from '@/lib/settings/secrets';
import { loadWebSettings } from '@/lib/settings/web';

/**
 * The web's settings (lib/settings): development runs on defaults; production refuses every secret that is unset,
 * too short or a value committed in the repository, naming the setting; `next build` (NODE_ENV=production too)
 * needs no secrets.
 */
const SECRETS = [
  'SESSION_SECRET',
  'DOCUMENT_LINK_SECRET',
  'REVALIDATE_SECRET',
  'ALTCHA_HMAC_KEY',
  'UPSTREAM_SIGNING_SECRET',
  'UPSTREAM_ANON_TOKEN',
] as const;
const real = (name: string) => `${name.toLowerCase()}-a-long-random-value-0123456789-abcdef`;
const production = () => ({
  NODE_ENV: 'production',
  ...Object.fromEntries(SECRETS.map((name) => [name, real(name)])),
});

function problems(env: Record<string, string | undefined>): string[] {
  try {
    loadWebSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

test('development: every secret has a working default', () => {
  const s = loadWebSettings({ NODE_ENV: 'development' });
  expect(s.production).toBe(false);
  expect(s.sessionSecret).toBe(DEV_SECRETS.SESSION_SECRET);
  expect(s.upstreamAnonToken).toBe(DEV_SECRETS.UPSTREAM_ANON_TOKEN);
  expect(s.siteUrl).toBe('http://localhost:3000');
  expect(s.upstreamUrl).toBe('http://127.0.0.1:4000');
  expect(s.paymentPageUrl).toBe('http://127.0.0.1:4000');
  expect(s.trustedProxyHops).toBe(0);
  expect(s.upstreamEnv).toBe('test');
});

test('production with real secrets starts', () => {
  const s = loadWebSettings({ ...production(), UPSTREAM_URL: 'https://api.example.ae/', TRUSTED_PROXY_HOPS: '1' });
  expect(s.production).toBe(true);
  expect(s.upstreamEnv).toBe('prod');
  expect(s.upstreamUrl).toBe('https://api.example.ae');
  expect(s.sessionSecret).toBe(real('SESSION_SECRET'));
  expect(s.trustedProxyHops).toBe(1);
});

test.each(SECRETS)('production refuses %s at its development value, naming it', (name) => {
  const found = problems({ ...production(), [name]: DEV_SECRETS[name] });
  expect(found).toEqual([`${name} is a development value from the repository`]);
});

test.each(SECRETS)('production refuses %s unset, naming it', (name) => {
  expect(problems({ ...production(), [name]: undefined })).toEqual([`${name} is not set`]);
});

test('production refuses any committed value in any secret, and short secrets', () => {
  expect(problems({ ...production(), SESSION_SECRET: DEV_SECRETS.DOCUMENT_LINK_SECRET })).toEqual([
    'SESSION_SECRET is a development value from the repository',
  ]);
  expect(problems({ ...production(), DOCUMENT_LINK_SECRET: 'short' })).toEqual([
    'DOCUMENT_LINK_SECRET must be at least 32 characters',
  ]);
});

test('every problem is listed at once, so one failed start says everything', () => {
  const error = (() => {
    try {
      loadWebSettings({ NODE_ENV: 'production' });
    } catch (e) {
      return e as SettingsError;
    }
  })();
  expect(error).toBeInstanceOf(SettingsError);
  expect(error!.problems).toHaveLength(SECRETS.length);
  for (const name of SECRETS) expect(error!.message).toContain(name);
});

test('next build (NODE_ENV=production, NEXT_PHASE=phase-production-build) needs no secret', () => {
  const s = loadWebSettings({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' });
  expect(s.production).toBe(true);
  expect(s.sessionSecret).toBe(DEV_SECRETS.SESSION_SECRET);
  // A secret that is given is still checked.
  expect(problems({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build', SESSION_SECRET: 'x' })).toEqual([
    'SESSION_SECRET must be at least 32 characters',
  ]);
});

test('malformed values are refused by name', () => {
  expect(problems({ NODE_ENV: 'development', SITE_URL: 'not a url' })[0]).toMatch(/^SITE_URL/);
  expect(problems({ NODE_ENV: 'development', TRUSTED_PROXY_HOPS: '-1' })[0]).toMatch(/^TRUSTED_PROXY_HOPS/);
});
