import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { siteUrl } from '@/lib/seo/hreflang';
import { breadcrumbJsonLd, JsonLd, pageUrl } from '@/lib/seo/jsonld';
import { HOME_PATH } from '@/lib/routes';

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
 * matching BreadcrumbList JSON-LD. Server component.
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
                <Link href={item.href} className="crumb-link">
                  {item.label}
                </Link>
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
