import { useLocale, useTranslations } from 'next-intl';
import type { Diploma } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { diplomaPath } from '@/lib/catalog/paths';
import { ChevronIcon } from '@/components/ui/icons';
import { FileImage } from './file-image';
import { PriceTag } from './price-tag';

export type DiplomaCardProps = {
  diploma: Diploma;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  className?: string;
};

/**
 * Diploma card (spec 2): cover, title, short description, number of courses, credit hours, price ('Free'
 * when 0), old price when > 0, VAT note when price > 0, learn-more link `/academic-program/{DiplomaID}/{Link}`.
 */
export function DiplomaCard({ diploma, headingLevel = 3, priority = false, className = '' }: DiplomaCardProps) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const title = pick(diploma, 'DiplomaTitle', locale);
  const short = pick(diploma, 'DiplomaShortDesc', locale);
  const href = diplomaPath(diploma);
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm ${className}`}
      data-testid="diploma-card"
    >
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block aspect-video overflow-hidden bg-primary-50">
        <FileImage
          fileId={diploma.DiplomaCover}
          ratio={16 / 9}
          width={640}
          height={360}
          alt=""
          priority={priority}
          sizes="(min-width: 992px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading className="text-lg font-semibold leading-snug text-primary">
          <Link href={href} className="hover:underline">
            {title}
          </Link>
        </Heading>
        {short && <p className="line-clamp-3 text-sm text-muted">{short}</p>}
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted">{t('coursesCount')}</dt>
            <dd className="font-semibold text-ink" data-testid="courses-count">
              {diploma.COURSES_COUNT}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('creditHours')}</dt>
            <dd className="font-semibold text-ink" data-testid="credit-hours">
              {diploma.CreditHours}
            </dd>
          </div>
        </dl>
        <PriceTag price={diploma.Price} oldPrice={diploma.OldPrice} freeStyle="title" />
        <Link
          href={href}
          aria-label={t('learnMoreAbout', { title })}
          className="inline-flex items-center gap-1 self-start rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
        >
          {t('learnMore')}
          <span className="sr-only">: {title}</span>
          <ChevronIcon size={16} className="rtl:-scale-x-100" />
        </Link>
      </div>
    </article>
  );
}
