import { z } from 'zod';

/**
 * Secrets of both processes (the web's lib/settings and the upstream's upstream/src/config.ts). Outside production
 * each has a development value so a fresh clone runs with no configuration; in production a secret that is unset,
 * too short, or any value committed here is refused at start, by name. No `server-only`: the upstream imports it.
 */
export const DEV_SECRETS = {
  SESSION_SECRET: 'dev-session-secret-change-me-0123456789-abcdef',
  DOCUMENT_LINK_SECRET: 'dev-document-link-secret-change-me-0123456789',
  REVALIDATE_SECRET: 'dev-revalidate-secret-change-me-0123456789',
  ALTCHA_HMAC_KEY: 'dev-altcha-hmac-key-change-me-0123456789',
  UPSTREAM_SIGNING_SECRET: 'dev-signing-secret-change-me-0123456789',
  UPSTREAM_ANON_TOKEN: 'anon-dev-token',
  // The upstream's Ed25519 seed (base64url of 32 bytes) that signs the Open Badges credentials.
  CREDENTIAL_SIGNING_KEY: 'ZGV2LWNyZWRlbnRpYWwtc2lnbmluZy1rZXktMDEyMzQ',
} as const;

const COMMITTED = new Set<string>(Object.values(DEV_SECRETS));

export type SecretOptions = {
  /** The development value (used when unset outside production). */
  dev: string;
  /** Shortest value accepted (always: iron-session refuses a password under 32 characters). */
  min?: number;
  /** Production rules apply: the secret must be set and must not be a development value. */
  strict: boolean;
};

/** A setting production must be given: refused unset or blank, naming its variable. */
const required = (name: string) =>
  z
    .string({ error: `${name} is not set` })
    .trim()
    .min(1, `${name} is not set`);

/**
 * The zod schema of one secret read from the environment variable `name`. Messages name the variable, so a
 * refused start says which setting to fix.
 */
export function secretSetting(name: string, { dev, min = 1, strict }: SecretOptions) {
  const value = z
    .string()
    .min(min, `${name} must be at least ${min} characters`)
    .refine((v) => !strict || !COMMITTED.has(v), `${name} is a development value from the repository`);
  return strict
    ? required(name).pipe(value)
    : z
        .string()
        .optional()
        .transform((v) => (v ? v : dev))
        .pipe(value);
}

/**
 * A setting that is not secret but must be the institute's own in production (its TRN, trade licence, address):
 * outside production the development value stands in when unset; in production it must be set and must not be the
 * development value (unless `realValue`: the demo's value is a real one, e.g. an issuing authority). `format` checks
 * the value either way.
 */
export function institutionSetting(
  name: string,
  {
    dev,
    strict,
    realValue = false,
    format = z.string(),
  }: { dev: string; strict: boolean; realValue?: boolean; format?: z.ZodType<string, string> },
) {
  const value = z
    .string()
    .pipe(format)
    .refine((v) => !strict || realValue || v !== dev, `${name} is a development value from the repository`);
  return strict
    ? required(name).pipe(value)
    : z
        .string()
        .optional()
        .transform((v) => (v?.trim() ? v.trim() : dev))
        .pipe(value);
}

/** A settings module refused the environment: every problem, each naming its variable. */
export class SettingsError extends Error {
  constructor(
    readonly process: 'web' | 'upstream',
    readonly problems: string[],
  ) {
    super(`The ${process} refuses to start with these settings:\n  - ${problems.join('\n  - ')}`);
    this.name = 'SettingsError';
  }
}

/** Parses `env` with `schema`, or throws a SettingsError listing every problem. */
export function parseSettings<S extends z.ZodType>(process: 'web' | 'upstream', schema: S, env: object): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new SettingsError(
    process,
    parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      return issue.message.includes(key) ? issue.message : `${key}: ${issue.message}`;
    }),
  );
}
