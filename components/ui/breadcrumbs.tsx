import { useLocale, useTranslations } from 'next-intl';
import { siteUrl } from '@/lib/seo/hreflang';
import { breadcrumbJsonLd, JsonLd, pageUrl } from '@/lib/seo/jsonld';
import { HOME_PATH } from '@/lib/routes';
import { IntentLink } from './intent-link';

export type BreadcrumbItem = {
  label: string;
  /** Locale-less path (`/courses`); omit for the current page. */
  href?: string;
};

export type BreadcrumbsProps = {
  /** The trail after Home; the last item is the current page. */
  items: BreadcrumbItem[];
  /** Prepend Home (`/home`), default true. */
  includeHome?: boolean;
  /** Public origin for the JSON-LD URLs; defaults to SITE_URL. */
  origin?: string;
  className?: string;
};

/**
 * Breadcrumbs: <nav aria-label> with an ordered list, the last item marked aria-current="page", and the
 * matching BreadcrumbList JSON-LD. Server component. Its links prefetch on intent (IntentLink), not on sight: at the
 * top of every catalogue page, they made each view download the home page's and the parent list's data and
 * JavaScript as it finished loading (a course: seven prefetch requests and three other pages' chunks).
 */
export function Breadcrumbs({ items, includeHome = true, origin, className = '' }: BreadcrumbsProps) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const trail: BreadcrumbItem[] = includeHome ? [{ label: t('home'), href: HOME_PATH }, ...items] : items;
  const base = origin ?? siteUrl().origin;
  const last = trail.length - 1;

  return (
    <>
      <nav aria-label={t('breadcrumb')} className={`text-sm ${className}`}>
        <ol className="crumbs">
          {trail.map((item, i) => (
            <li key={`${i}-${item.label}`} className="crumb">
              {i < last && item.href ? (
                <IntentLink href={item.href} className="crumb-link">
                  {item.label}
                </IntentLink>
              ) : i === last ? (
                <span aria-current="page" className="font-semibold text-primary">
                  {item.label}
                </span>
              ) : (
                <span>{item.label}</span>
              )}
              {i < last && <i className="chev chev-sm" />}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={breadcrumbJsonLd(
          trail.map((item) => ({ name: item.label, url: item.href ? pageUrl(base, locale, item.href) : undefined })),
        )}
      />
    </>
  );
}
