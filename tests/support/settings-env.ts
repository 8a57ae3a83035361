import { reloadSettings } from '@/lib/settings';

/** Secrets a production-mode test may start with (not the committed development values, which production refuses). */
const PRODUCTION_SECRETS = {
  SESSION_SECRET: 'test-production-session-secret-0123456789-abcdef',
  DOCUMENT_LINK_SECRET: 'test-production-document-link-secret-0123456789',
  REVALIDATE_SECRET: 'test-production-revalidate-secret-0123456789',
  ALTCHA_HMAC_KEY: 'test-production-altcha-hmac-key-0123456789',
  UPSTREAM_SIGNING_SECRET: 'test-production-signing-secret-0123456789',
  UPSTREAM_ANON_TOKEN: 'test-production-anon-token',
};

/** Sets (or, with undefined, removes) environment variables and has lib/settings read them again. */
export function setEnv(vars: Record<string, string | undefined>): void {
  const env = process.env as Record<string, string | undefined>;
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  reloadSettings();
}

/** Production mode with test secrets (keeps the upstream secrets a test already set). */
export function productionEnv(vars: Record<string, string | undefined> = {}): void {
  const env = process.env;
  setEnv({
    ...PRODUCTION_SECRETS,
    UPSTREAM_SIGNING_SECRET: env.UPSTREAM_SIGNING_SECRET ?? PRODUCTION_SECRETS.UPSTREAM_SIGNING_SECRET,
    UPSTREAM_ANON_TOKEN: env.UPSTREAM_ANON_TOKEN ?? PRODUCTION_SECRETS.UPSTREAM_ANON_TOKEN,
    NODE_ENV: 'production',
    ...vars,
  });
}
