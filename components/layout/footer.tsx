import { getLocale, getTranslations } from 'next-intl/server';
import { configuredSocialLinks, SocialLinks } from '@/components/home/social-links';
import type { Settings } from '@/lib/contract';
import { IntentLink } from '@/components/ui/intent-link';
import { pick } from '@/lib/i18n/pick';
import { AccreditationSeal } from './accreditation-seal';
import { Logo } from './logo';
import { VisitorCounter } from './visitor-counter';
import {
  BLOG_PATH,
  GALLERY_PATH,
  INITIATIVES_PATH,
  INSTRUCTORS_PATH,
  PAYMENT_METHODS_PATH,
  staticPagePath,
  TRAINING_PLAN_PATH,
  TRAINING_PROGRAMS_PATH,
  VERIFY_CERTIFICATE_PATH,
} from '@/lib/routes';

const LINKS = [
  { href: TRAINING_PROGRAMS_PATH, key: 'trainingPrograms' },
  { href: INITIATIVES_PATH, key: 'initiatives' },
  { href: INSTRUCTORS_PATH, key: 'instructors' },
  { href: BLOG_PATH, key: 'blog' },
  { href: GALLERY_PATH, key: 'mediaCenter' },
  { href: PAYMENT_METHODS_PATH, key: 'paymentMethods' },
  { href: TRAINING_PLAN_PATH, key: 'trainingPlan' },
  { href: VERIFY_CERTIFICATE_PATH, key: 'verifyCertificate' },
  { href: staticPagePath('terms-and-conditions'), key: 'terms' },
  { href: staticPagePath('privacy-policy'), key: 'privacy' },
] as const;

const APP_KEYS = ['AndroidApp', 'IosApp'] as const;
const SOCIAL_KEYS = ['Facebook', 'Instagram', 'Twitter', 'Youtube', 'Linkedin', 'Tiktok', 'Snapchat'] as const;

/** `tel:` href: spaces, dashes and brackets removed. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Site footer (docs/product/screens.md#header-footer-chat). `settings` is null when the upstream could not be read:
 * those parts are left out.
 */
export async function Footer({ settings }: { settings: Settings | null }) {
  const [t, tb, locale] = await Promise.all([getTranslations('footer'), getTranslations('brand'), getLocale()]);
  const apps = configuredSocialLinks(settings, APP_KEYS);
  const address = pick(settings, 'TheAddress', locale);

  return (
    <footer data-chrome className="mt-auto bg-primary text-white">
      <div className="footer-body mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-6">
          <Logo tone="light" />
          <AccreditationSeal title={t('sealTitle')} label={t('sealLabel')} />
        </div>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="foot-heading">
            {t('quickLinks')}
          </h2>
          <ul className="grid gap-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} className="foot-link">
                  {t(`links.${link.key}`)}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          {(settings?.EmailAddress || settings?.PhoneNumber || address) && (
            <h2 className="foot-heading">{t('contactUs')}</h2>
          )}
          <ul className="grid gap-3 text-sm">
            {settings?.EmailAddress && (
              <li>
                <a href={`mailto:${settings.EmailAddress}`} className="foot-contact">
                  <i className="icon i-mail size-4.5" aria-hidden="true" />
                  <span className="sr-only">{t('email')}:</span>
                  <span dir="ltr">{settings.EmailAddress}</span>
                </a>
              </li>
            )}
            {settings?.PhoneNumber && (
              <li>
                <a href={telHref(settings.PhoneNumber)} className="foot-contact">
                  <i className="icon i-phone size-4.5" aria-hidden="true" />
                  <span className="sr-only">{t('phone')}:</span>
                  <span dir="ltr">{settings.PhoneNumber}</span>
                </a>
              </li>
            )}
            {address && <li className="text-white/80">{address}</li>}
          </ul>
          <div className="mt-5">
            <VisitorCounter label={t('visitors')} />
          </div>
        </div>

        <div className="flex flex-col gap-6">
          {apps.length > 0 && (
            <div>
              <h2 className="foot-heading">{t('downloadApp')}</h2>
              <ul className="flex flex-wrap gap-2">
                {apps.map((app) => (
                  <li key={app.key}>
                    <a href={app.href} target="_blank" rel="noopener noreferrer" className="foot-app">
                      <i className={`icon ${app.key === 'AndroidApp' ? 'i-android' : 'i-ios'}`} aria-hidden="true" />
                      <span>{app.key === 'AndroidApp' ? t('googlePlay') : t('appStore')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {configuredSocialLinks(settings, SOCIAL_KEYS).length > 0 && (
            <div>
              <h2 className="foot-heading">{t('followUs')}</h2>
              <SocialLinks settings={settings} variant="footer" keys={SOCIAL_KEYS} />
            </div>
          )}
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-white/80">
          {t('copyright', { year: String(new Date().getFullYear()), name: tb('name') })}
        </p>
      </div>
    </footer>
  );
}
