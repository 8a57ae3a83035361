import { getLocale, getTranslations } from 'next-intl/server';
import { configuredSocialLinks, SocialLinks } from '@/components/home/social-links';
import type { Settings } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { FooterBody, type FooterData } from './footer-body';
import { Logo } from './logo';
import {
  BLOG_PATH,
  GALLERY_PATH,
  INITIATIVES_PATH,
  INSTRUCTORS_PATH,
  PAYMENT_METHODS_PATH,
  PRACTICE_EXAMS_PATH,
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
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Site footer (docs/product/screens.md#header-footer-chat). `settings` is null when the upstream could not be read:
 * those parts are left out.
 */
export async function Footer({ settings }: { settings: Settings | null }) {
  const [t, tb, locale] = await Promise.all([getTranslations('footer'), getTranslations('brand'), getLocale()]);
  const data: FooterData = {
    labels: {
      sealTitle: t('sealTitle'),
      sealLabel: t('sealLabel'),
      quickLinks: t('quickLinks'),
      contactUs: t('contactUs'),
      email: t('email'),
      phone: t('phone'),
      visitors: t('visitors'),
      downloadApp: t('downloadApp'),
      followUs: t('followUs'),
    },
    links: LINKS.map((link) => ({ href: link.href, label: t(`links.${link.key}`) })),
    practiceExams: { href: PRACTICE_EXAMS_PATH, label: t('links.practiceExams') },
    email: settings?.EmailAddress || null,
    phone: settings?.PhoneNumber || null,
    tel: settings?.PhoneNumber ? telHref(settings.PhoneNumber) : null,
    address: pick(settings, 'TheAddress', locale),
    apps: configuredSocialLinks(settings, APP_KEYS).map((app) => ({
      key: app.key,
      href: app.href,
      label: app.key === 'AndroidApp' ? t('googlePlay') : t('appStore'),
    })),
  };

  return (
    // Its id is what the first frame waits for (app/[lang]/layout.tsx): by then <main> has been parsed whole.
    <footer id="site-footer" data-chrome className="surface-dark mt-auto bg-primary text-white">
      <FooterBody
        data={data}
        logo={<Logo tone="light" />}
        social={
          configuredSocialLinks(settings, SOCIAL_KEYS).length > 0 ? (
            <SocialLinks settings={settings} variant="footer" keys={SOCIAL_KEYS} />
          ) : null
        }
      />
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-white/80">
          {t('copyright', { year: String(new Date().getFullYear()), name: tb('name') })}
        </p>
      </div>
    </footer>
  );
}
