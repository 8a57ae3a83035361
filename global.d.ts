import type { AppLocale } from '@/lib/i18n/routing';
import type en from './messages/en.json';

// next-intl's typed configuration: `t('a.key')` must name a key of messages/en.json (messages/ar.json has the same
// keys: tests/unit/messages/messages.test.ts), and `useLocale()` / `getLocale()` answer 'en' | 'ar'. The JSON's exact types
// come from messages/en.d.json.ts, written by `next typegen` (npm run typecheck), `next build` and `next dev`.
declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof en;
  }
}
