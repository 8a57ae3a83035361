import { createHash } from 'node:crypto';
import { TRUSTED_TYPES_SCRIPT } from './trusted-types-policy';

/** The policy script (trusted-types-policy.ts), and here what the CSP says of it. */
export { TRUSTED_TYPES_SCRIPT };

/** Its CSP source, for the pages whose policy carries a nonce (the root layout writes it without one). */
export const TRUSTED_TYPES_SCRIPT_HASH = `'sha256-${createHash('sha256').update(TRUSTED_TYPES_SCRIPT, 'utf8').digest('base64')}'`;

/** The policies the script above makes. */
export const OWN_POLICIES = ['default', 'inert-check'] as const;

/**
 * The `trusted-types` directive: ours, the one ALTCHA's widget makes for its own templates (Svelte's
 * `svelte-trusted-html`), and Swiper's `html`, which Swiper makes anew on each write of its pagination markup (hence
 * 'allow-duplicates'; the default policy can never be made twice whatever the directive says). A library that makes
 * another fails the journeys.
 */
export const TRUSTED_TYPES_POLICIES = [...OWN_POLICIES, 'svelte-trusted-html', 'html', "'allow-duplicates'"] as const;
