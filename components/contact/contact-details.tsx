import { getTranslations } from 'next-intl/server';
import { configuredSocialLinks } from '@/components/home/social-links';
import type { Settings } from '@/lib/contract';
import { pick, pickWithArabic } from '@/lib/i18n/pick';
import { Icon } from '@/components/ui/icon';
import { PathIcon } from '@/components/ui/icons';

const icon = (d: string) => <PathIcon d={d} />;

/**
 * Contact details (docs/product/screens.md#contact): email (mailto), phone (tel, spaces removed), PO box, address,
 * social links that are set.
 */
export async function ContactDetails({ settings, lang }: { settings: Settings; lang: string }) {
  const [t, ts, tc] = await Promise.all([
    getTranslations('contact'),
    getTranslations('social'),
    getTranslations('common'),
  ]);
  const address = pick(settings, 'TheAddress', lang);
  // POBox_ar is an extension field: on an API without it the one POBox shows in both languages.
  const poBox = pickWithArabic(settings, 'POBox', lang);
  const phoneHref = `tel:${settings.PhoneNumber.replace(/\s+/g, '')}`;
  const social = configuredSocialLinks(settings);
  const row = 'flex items-start gap-3';
  const badge = 'flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary';

  return (
    <section
      aria-labelledby="contact-details"
      className="flex flex-col gap-5 rounded-xl border border-line bg-white p-5 sm:p-6"
      data-testid="contact-details"
    >
      <h2 id="contact-details" className="text-xl font-semibold text-primary">
        {t('details')}
      </h2>
      <ul className="flex flex-col gap-4">
        {settings.EmailAddress && (
          <li className={row}>
            <span className={badge}>{icon('M3 6h18v12H3zM3 7l9 6 9-6')}</span>
            <div className="min-w-0 break-words">
              <p className="text-sm text-muted">{t('email')}</p>
              <p>
                <a
                  href={`mailto:${settings.EmailAddress}`}
                  className="font-semibold text-secondary hover:underline"
                  dir="ltr"
                >
                  {settings.EmailAddress}
                </a>
              </p>
            </div>
          </li>
        )}
        {settings.PhoneNumber && (
          <li className={row}>
            <span className={badge}>
              {icon('M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2')}
            </span>
            <div className="min-w-0 break-words">
              <p className="text-sm text-muted">{t('phone')}</p>
              <p>
                <a href={phoneHref} className="font-semibold text-secondary hover:underline" dir="ltr">
                  {settings.PhoneNumber}
                </a>
              </p>
            </div>
          </li>
        )}
        {poBox && (
          <li className={row}>
            <span className={badge}>{icon('M4 8h16v11H4zM4 8l3-4h10l3 4M9 12h6')}</span>
            <div className="min-w-0 break-words">
              <p className="text-sm text-muted">{t('poBox')}</p>
              <p className="font-medium text-ink" data-testid="contact-po-box">
                {poBox}
              </p>
            </div>
          </li>
        )}
        {address && (
          <li className={row}>
            <span className={badge}>
              {icon('M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5')}
            </span>
            <div className="min-w-0 break-words">
              <p className="text-sm text-muted">{t('address')}</p>
              <p className="font-medium text-ink">{address}</p>
            </div>
          </li>
        )}
      </ul>
      {social.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-primary">{t('follow')}</h3>
          <ul className="flex flex-wrap gap-2" data-testid="contact-social">
            {social.map(({ key, href, label, icon }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full border border-primary/20 bg-white text-primary transition hover:bg-primary hover:text-white"
                >
                  <Icon name={icon} className="size-[1.125rem]" />
                  <span className="sr-only">
                    {ts(label)} {tc('opensInNewTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
