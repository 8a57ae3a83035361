import { getTranslations } from 'next-intl/server';
import { siteHref } from '@/components/account/orders/links';
import { ShareActions } from '@/components/certificates/share-actions';
import { RICH_TEXT } from '@/components/ui/rich-text';
import { SafeHtml } from '@/components/ui/safe-html';
import { coursePath, ordersPath } from '@/lib/routes';
import type { ItemType } from '@/lib/contract/constants/item-type';
import type { MyCertificate } from '@/lib/contract/entities/my-certificate';
import type { OrderItem } from '@/lib/contract/entities/order-item';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { Detail, DocLink } from './screen';

function DateValue({ value, lang }: { value: string | null; lang: string }) {
  if (!value) return null;
  return <time dateTime={isoDay(value)}>{formatLongDate(value, lang)}</time>;
}

function OrderLink({ orderId }: { orderId: number }) {
  return (
    <Link href={ordersPath(orderId)} className="text-secondary underline-offset-4 hover:underline" dir="ltr">
      #{orderId}
    </Link>
  );
}

/**
 * Purchased items of one type (my-courses: program, my-academic-programs: diploma, my-memberships, my-books,
 * my-exams), as User/get-customer-order-items?type gives them, with the certificate links when issued.
 */
export async function OrderItemsList({
  items,
  type,
  lang,
  certificates = [],
}: {
  items: OrderItem[];
  type: ItemType;
  lang: string;
  /** The customer's certificates (User/get-my-certificates): their share actions sit beside the PDF links. */
  certificates?: MyCertificate[];
}) {
  const t = await getTranslations('account.items');
  return (
    <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2" data-testid="order-items">
      {items.map((item) => {
        const location = [
          pick(item, 'CourseLocation', lang),
          pick(item, 'CourseArea', lang),
          pick(item, 'CourseCity', lang),
        ]
          .filter(Boolean)
          .join(lang === 'ar' ? '، ' : ', ');
        const timing = pick(item, 'CourseTiming', lang);
        const courseType = pick(item, 'CourseType', lang);
        const courseCert = siteHref(item.CourseCertDownloadLink, lang);
        const diplomaCert = siteHref(item.DiplomaCertDownloadLink, lang);
        const share = certificates.find(
          (c) => c.CID === item.CITID && c.Type === (type === 'program' ? 'course' : 'diploma'),
        );
        return (
          <li
            key={item.CITID}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm"
            data-testid="order-item"
            data-citid={item.CITID}
          >
            <h2 className="text-base font-bold text-primary">{pick(item, 'ItemName', lang)}</h2>
            <dl className="grid grid-cols-2 gap-3">
              {type === 'exam' && (
                <>
                  <Detail label={t('tid')}>
                    <span dir="ltr">{item.TID ?? '-'}</span>
                  </Detail>
                  <Detail label={t('programId')}>
                    <span dir="ltr">{item.ItemID}</span>
                  </Detail>
                </>
              )}
              <Detail label={t('orderId')}>
                <OrderLink orderId={item.OrderID} />
              </Detail>
              {type === 'program' && courseType && <Detail label={t('courseType')}>{courseType}</Detail>}
              {type === 'exam' && item.StartDate_DESC && (
                <Detail label={t('examDate')}>
                  <DateValue value={item.StartDate_DESC} lang={lang} />
                </Detail>
              )}
              {type === 'program' && item.StartDate_DESC && (
                <Detail label={t('from')}>
                  <DateValue value={item.StartDate_DESC} lang={lang} />
                </Detail>
              )}
              {type === 'program' && item.EndDate_DESC && (
                <Detail label={t('to')}>
                  <DateValue value={item.EndDate_DESC} lang={lang} />
                </Detail>
              )}
              {type === 'program' && location && (
                <Detail label={t('location')} wide>
                  {location}
                </Detail>
              )}
              {type === 'program' && timing && (
                <Detail label={t('timing')} wide>
                  <SafeHtml html={timing} className={`${RICH_TEXT.courseSmall} font-normal`} />
                </Detail>
              )}
            </dl>
            {type === 'diploma' && item.DiplomaPrograms && item.DiplomaPrograms.length > 0 && (
              <div>
                <h3 className="mb-1 text-xs font-medium text-muted">{t('courses')}</h3>
                <ul className="list-disc space-y-1 ps-5 text-sm">
                  {item.DiplomaPrograms.map((course) => (
                    <li key={course.ProductId}>
                      <Link href={coursePath(course)} className="text-secondary underline-offset-4 hover:underline">
                        {pick(course, 'ProductTitle', lang)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {(courseCert || diplomaCert) && (
              <div className="flex flex-wrap gap-2 border-t border-line pt-3">
                {courseCert && (
                  <DocLink href={courseCert} testId="course-certificate">
                    {t('courseCertificate')}
                  </DocLink>
                )}
                {diplomaCert && (
                  <DocLink href={diplomaCert} testId="diploma-certificate">
                    {t('diplomaCertificate')}
                  </DocLink>
                )}
                {share && <ShareActions lang={lang === 'ar' ? 'ar' : 'en'} certificate={share} openBadge />}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
