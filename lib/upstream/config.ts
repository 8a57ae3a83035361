import 'server-only';
import os from 'node:os';
import type { UpstreamEnv } from '@/lib/contract';

/** Upstream settings, read at call time so tests and deployments can change them. */
export function upstreamConfig() {
  const env = process.env;
  const baseUrl = (env.UPSTREAM_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  return {
    baseUrl,
    /** Browser-facing public base of the card-payment provider (hosted card page, pay-link); defaults to UPSTREAM_URL. */
    paymentPageUrl: (env.PAYMENT_PAGE_URL || baseUrl).replace(/\/+$/, ''),
    signingSecret: env.UPSTREAM_SIGNING_SECRET ?? 'dev-signing-secret-change-me-0123456789',
    anonToken: env.UPSTREAM_ANON_TOKEN ?? 'anon-dev-token',
    upstreamEnv: (env.UPSTREAM_ENV === 'prod' || env.UPSTREAM_ENV === 'test'
      ? env.UPSTREAM_ENV
      : env.NODE_ENV === 'production'
        ? 'prod'
        : 'test') as UpstreamEnv,
    node: env.NODE_ID ?? env.HOSTNAME ?? os.hostname(),
    timeoutMs: Number(env.UPSTREAM_TIMEOUT_MS) > 0 ? Number(env.UPSTREAM_TIMEOUT_MS) : 8000,
  };
}
