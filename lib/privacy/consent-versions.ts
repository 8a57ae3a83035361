import type { ConsentKind } from '@/lib/contract/entities/consent';
import { staticPagePath } from '@/lib/routes';

/**
 * The versions of the texts a consent refers to, recorded with each choice (UAE PDPL: what was agreed to,
 * and when). Raise a version when its text changes: the terms and the privacy policy are the static pages
 * terms-and-conditions and privacy-policy; the marketing wording is `privacy.consents.marketing` in messages.
 */
export const CONSENT_VERSIONS: Record<ConsentKind, string> = {
  terms: '2026-01-15',
  privacy: '2026-11-24',
  marketing: '2026-11-24',
};

/** The static pages the required consents point to. */
export const CONSENT_PAGES = {
  terms: staticPagePath('terms-and-conditions'),
  privacy: staticPagePath('privacy-policy'),
} as const;
