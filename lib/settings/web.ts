import os from 'node:os';
import { z } from 'zod';
import { DEV_SECRETS, parseSettings, secretSetting } from './secrets';

/**
 * Every setting of the web process (docs/settings.md), validated with zod. `loadWebSettings(env)` is pure (tests
 * call it with a made-up environment); the app reads the result once through `settings()` (./index.ts).
 *
 * Production (NODE_ENV=production, what `next start` sets) refuses unset or development secrets. `next build` runs
 * with NODE_ENV=production too but serves no one: while NEXT_PHASE is phase-production-build an unset secret takes
 * its development value, so a build needs no secrets of its own (a secret that is set is still checked).
 */

const BUILD_PHASE = 'phase-production-build';

const url = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : fallback))
    .pipe(z.url({ protocol: /^https?$/ }))
    .transform((v) => v.replace(/\/+$/, ''));

const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : fallback))
    .pipe(z.number().int().positive());

function schema(env: Record<string, string | undefined>) {
  const production = env.NODE_ENV === 'production';
  const strict = production && env.NEXT_PHASE !== BUILD_PHASE;
  const secret = (name: keyof typeof DEV_SECRETS, min = 32) =>
    secretSetting(name, { dev: DEV_SECRETS[name], min, strict });
  return z
    .object({
      SITE_URL: url('http://localhost:3000'),
      UPSTREAM_URL: url('http://127.0.0.1:4000'),
      PAYMENT_PAGE_URL: z.string().optional(),
      UPSTREAM_ENV: z.enum(['prod', 'test']).optional(),
      UPSTREAM_TIMEOUT_MS: positiveInt(8000),
      NODE_ID: z.string().optional(),
      HOSTNAME: z.string().optional(),
      REDIS_URL: z
        .string()
        .optional()
        .transform((v) => v?.trim() || undefined),
      REDIS_KEY_PREFIX: z.string().default('site:'),
      TRUSTED_PROXY_HOPS: z
        .string()
        .optional()
        .transform((v) => (v?.trim() ? Number(v) : 0))
        .pipe(z.number().int().min(0).max(10)),
      LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
      ALTCHA_COST: positiveInt(200),
      // The request header of the CDN or load balancer that carries the visitor's ISO country (CloudFront:
      // CloudFront-Viewer-Country); lower-cased, as Headers.get wants it.
      COUNTRY_HEADER: z
        .string()
        .optional()
        .transform((v) => v?.trim().toLowerCase() || 'cf-ipcountry')
        .pipe(z.string().regex(/^[a-z0-9-]{1,64}$/, 'COUNTRY_HEADER must be a header name')),
      // The institute's LinkedIn company page id, for "Add to LinkedIn profile"; unset, its name is sent.
      LINKEDIN_ORGANIZATION_ID: z
        .string()
        .optional()
        .transform((v) => v?.trim() || undefined)
        .pipe(
          z
            .string()
            .regex(/^\d{1,20}$/, 'LINKEDIN_ORGANIZATION_ID must be digits')
            .optional(),
        ),
      SESSION_SECRET: secret('SESSION_SECRET'),
      DOCUMENT_LINK_SECRET: secret('DOCUMENT_LINK_SECRET'),
      REVALIDATE_SECRET: secret('REVALIDATE_SECRET'),
      ALTCHA_HMAC_KEY: secret('ALTCHA_HMAC_KEY'),
      UPSTREAM_SIGNING_SECRET: secret('UPSTREAM_SIGNING_SECRET'),
      // The institute issues the anonymous token: its length is theirs to choose.
      UPSTREAM_ANON_TOKEN: secret('UPSTREAM_ANON_TOKEN', 8),
    })
    .transform((s) => ({
      production,
      siteUrl: s.SITE_URL,
      upstreamUrl: s.UPSTREAM_URL,
      /** Browser-facing base of the card-payment provider; defaults to UPSTREAM_URL. */
      paymentPageUrl: (s.PAYMENT_PAGE_URL?.trim() || s.UPSTREAM_URL).replace(/\/+$/, ''),
      /** x-env of upstream calls and `env` of the payment pages: prod in production unless UPSTREAM_ENV says. */
      upstreamEnv: s.UPSTREAM_ENV ?? (production ? 'prod' : 'test'),
      upstreamTimeoutMs: s.UPSTREAM_TIMEOUT_MS,
      node: s.NODE_ID || s.HOSTNAME || os.hostname(),
      redisUrl: s.REDIS_URL,
      redisKeyPrefix: s.REDIS_KEY_PREFIX,
      /** Proxies of ours in front (load balancer, CDN); 0: the socket address is the client. */
      trustedProxyHops: s.TRUSTED_PROXY_HOPS,
      logLevel: s.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
      altchaCost: s.ALTCHA_COST,
      countryHeader: s.COUNTRY_HEADER,
      linkedInOrganizationId: s.LINKEDIN_ORGANIZATION_ID ?? null,
      sessionSecret: s.SESSION_SECRET,
      documentLinkSecret: s.DOCUMENT_LINK_SECRET,
      revalidateSecret: s.REVALIDATE_SECRET,
      altchaHmacKey: s.ALTCHA_HMAC_KEY,
      upstreamSigningSecret: s.UPSTREAM_SIGNING_SECRET,
      upstreamAnonToken: s.UPSTREAM_ANON_TOKEN,
    }));
}

export type WebSettings = z.output<ReturnType<typeof schema>>;

/** The web's settings from `env`, or a SettingsError naming every setting that is wrong. */
export function loadWebSettings(env: Record<string, string | undefined>): WebSettings {
  return parseSettings('web', schema(env), env);
}
