import 'server-only';
import { logger } from '@/lib/log';
import type { CallerContext } from '@/lib/upstream/client';
import { isUnavailable } from '@/lib/upstream/result';
import * as privacy from '@/lib/upstream/privacy';
import { CONSENT_VERSIONS } from './consent-versions';

/**
 * Sign-up records the required consents (terms, privacy) and the marketing choice, separately, with the
 * versions shown. Best effort after the account exists: a failure is logged, the sign-up stands.
 */
export async function recordSignUpConsents(ctx: CallerContext, marketing: boolean): Promise<void> {
  const result = await privacy.setConsents(
    {
      Source: 'sign-up',
      Consents: [
        { Kind: 'terms', Granted: true, Version: CONSENT_VERSIONS.terms },
        { Kind: 'privacy', Granted: true, Version: CONSENT_VERSIONS.privacy },
        { Kind: 'marketing', Granted: marketing, Version: CONSENT_VERSIONS.marketing },
      ],
    },
    ctx,
  );
  if (!result.ok && !isUnavailable(result))
    logger.warn({ kind: result.error.kind }, 'sign-up consents were not recorded');
}
