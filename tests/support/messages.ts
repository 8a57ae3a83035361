import type { Messages } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/**
 * The real messages of a locale for a NextIntlClientProvider. The app's Messages type is en.json with its exact
 * strings (global.d.ts); ar.json has the same keys (tests/unit/messages/messages.test.ts) with other strings, so it is
 * given that type here, the one place where the two meet.
 */
export function providerMessages(locale: 'en' | 'ar'): Messages {
  return locale === 'en' ? en : (ar as unknown as Messages);
}
