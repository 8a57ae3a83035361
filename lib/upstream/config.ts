import 'server-only';
import type { UpstreamEnv } from '@/lib/contract';
import { settings } from '@/lib/settings';

/** The upstream's part of the web's settings (lib/settings). */
export function upstreamConfig() {
  const s = settings();
  return {
    baseUrl: s.upstreamUrl,
    /** Browser-facing public base of the card-payment provider (hosted card page, pay-link); defaults to UPSTREAM_URL. */
    paymentPageUrl: s.paymentPageUrl,
    signingSecret: s.upstreamSigningSecret,
    anonToken: s.upstreamAnonToken,
    upstreamEnv: s.upstreamEnv as UpstreamEnv,
    node: s.node,
    timeoutMs: s.upstreamTimeoutMs,
  };
}
