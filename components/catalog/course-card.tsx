import { useLocale, useTranslations } from 'next-intl';
import type { Course } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { categoryPath, coursePath } from '@/lib/catalog/paths';
import { ChevronIcon } from '@/components/ui/icons';
import { FileImage } from './file-image';
import { PriceTag } from './price-tag';

export type CourseCardProps = {
  course: Course;
  /** Heading level of the title (default h3). */
  headingLevel?: 2 | 3 | 4;
  /** Load the photo eagerly (first cards above the fold). */
  priority?: boolean;
  className?: string;
};

/**
 * Course card (spec 2): photo, category link, title, short description, price or FREE, old price struck
 * through, VAT note, credit hours, details link. Server component (no client JS besides next/image).
 */
export function CourseCard({ course, headingLevel = 3, priority = false, className = '' }: CourseCardProps) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const title = pick(course, 'ProductTitle', locale);
  const category = pick(course, 'CategoryTitle', locale);
  const short = pick(course, 'ProductShortDescription', locale);
  const href = coursePath(course);
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm ${className}`}
      data-testid="course-card"
    >
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block aspect-[3/2] overflow-hidden bg-primary-50">
        <FileImage
          fileId={course.MainPhoto}
          ratio={3 / 2}
          width={600}
          height={400}
          alt=""
          priority={priority}
          sizes="(min-width: 1100px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="h-full w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {category && (
          <Link
            href={categoryPath(course)}
            className="inline-flex min-h-6 items-center self-start text-sm font-medium text-secondary hover:underline"
          >
            {category}
          </Link>
        )}
        <Heading className="text-lg font-semibold leading-snug text-primary">
          <Link href={href} className="hover:underline">
            {title}
          </Link>
        </Heading>
        {short && <p className="line-clamp-3 text-sm text-muted">{short}</p>}
        <dl className="mt-auto flex items-center gap-2 text-sm">
          <dt className="text-muted">{t('creditHours')}</dt>
          <dd className="font-semibold text-ink" data-testid="credit-hours">
            {course.CreditHours}
          </dd>
        </dl>
        <PriceTag price={course.Price} oldPrice={course.OldPrice} />
        <Link
          href={href}
          aria-label={t('detailsOf', { title })}
          className="inline-flex items-center gap-1 self-start rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
        >
          {t('details')}
          <ChevronIcon size={16} className="rtl:-scale-x-100" />
        </Link>
      </div>
    </article>
  );
}
