import { useLocale, useTranslations } from 'next-intl';
import type { Diploma } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { diplomaPath } from '@/lib/routes';
import { FileImage } from './file-image';
import { PriceTag } from './price-tag';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';

export type DiplomaCardProps = {
  diploma: Diploma;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  className?: string;
};

/**
 * Diploma card (docs/product/screens.md#diploma-card): cover, title, short description, number of courses, credit
 * hours, price ('Free' when 0), old price when > 0, VAT note when price > 0, learn-more link
 * `/academic-program/{DiplomaID}/{Link}`.
 */
export function DiplomaCard({ diploma, headingLevel = 3, priority = false, className = '' }: DiplomaCardProps) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const title = pick(diploma, 'DiplomaTitle', locale);
  const short = pick(diploma, 'DiplomaShortDesc', locale);
  const href = diplomaPath(diploma);
  const Heading = `h${headingLevel}` as const;

  return (
    <article className={`card relative ${className}`} data-testid="diploma-card">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block aspect-video overflow-hidden bg-primary-50">
        <FileImage
          fileId={diploma.DiplomaCover}
          ratio={16 / 9}
          width={640}
          height={360}
          alt=""
          priority={priority}
          sizes="(min-width: 992px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="img-cover"
        />
      </Link>
      <WishlistHeart type="diploma" id={diploma.DiplomaID} title={title} className="absolute end-3 top-3" />
      <div className="card-body">
        <Heading className="card-title">
          <Link href={href}>{title}</Link>
        </Heading>
        {short && <p className="card-text">{short}</p>}
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
        <Link href={href} aria-label={t('learnMoreAbout', { title })} className="btn-sm">
          {t('learnMore')}
          <span className="sr-only">: {title}</span>
          <i className="chev" />
        </Link>
      </div>
    </article>
  );
}
