'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatAed } from '@/components/catalog/money';
import type { CartLine } from '@/lib/commerce/cart-view';
import { coursePath, diplomaPath } from '@/lib/routes';
import { formatShortDate } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import type { Translator } from '@/lib/i18n/message-keys';
import { pick } from '@/lib/i18n/pick';

/**
 * Diploma 4 is taught in English only: its language selector is hidden and preset to en
 * (docs/product/constants.md#diploma-4).
 */
const ENGLISH_ONLY_DIPLOMA_ID = 4;

export type LineActions = {
  busy: boolean;
  remove: (line: CartLine, title: string) => void;
  setExam: (priceOptionId: number, add: boolean) => void;
  setDiplomaLang: (citid: number, lang: 'en' | 'ar') => void;
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2 text-sm">
      <dt className="text-muted">{label}:</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function lineTitle(line: CartLine, locale: string, t: Translator<'cart'>): string {
  switch (line.kind) {
    case 'program':
      return line.details ? pick(line.details, 'ProductTitle', locale) : t('unknownItem', { id: String(line.ItemID) });
    case 'diploma':
      return line.details ? pick(line.details, 'DiplomaTitle', locale) : t('unknownItem', { id: String(line.ItemID) });
    case 'membership':
    case 'book':
      return line.details ? pick(line.details, 'MemTitle', locale) : t('unknownItem', { id: String(line.ItemID) });
    case 'exam':
      return t('examOf', { id: String(line.ItemID) });
  }
}

function linePrice(line: CartLine): number | null {
  if (line.kind === 'program') return line.details?.SchedulePrice ?? null;
  if (line.kind === 'exam') return null;
  return line.details?.Price ?? null;
}

/** One cart item with its details (matched by CITID), its exam or language control and its remove button. */
export function CartLineRow({ line, actions }: { line: CartLine; actions: LineActions }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const id = useId();
  const title = lineTitle(line, locale, t);
  const price = linePrice(line);

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
      data-testid="cart-line"
      data-kind={line.kind}
      data-citid={line.CITID}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-xs font-semibold uppercase tracking-wide text-secondary">
            {t(`itemTypes.${line.kind}`)}
          </span>
          <h3 className="text-base font-semibold leading-snug text-primary sm:text-lg" data-testid="cart-line-title">
            {line.kind === 'program' && line.details ? (
              <Link href={coursePath(line.details)} className="hover:underline">
                {title}
              </Link>
            ) : line.kind === 'diploma' && line.details ? (
              <Link href={diplomaPath(line.details)} className="hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
        </div>
        {price !== null && (
          <p className="text-base font-semibold text-primary" data-testid="cart-line-price">
            <span className="sr-only">{t('price')}: </span>
            {formatAed(price, locale)}
          </p>
        )}
      </div>

      {line.kind === 'program' && line.details && (
        <dl className="flex flex-col gap-1">
          <Row label={t('courseType')}>{pick(line.details, 'CourseType', locale)}</Row>
          <Row label={t('dates')}>
            <span dir="ltr">
              {formatShortDate(line.details.StartDate_DESC, locale)} –{' '}
              {formatShortDate(line.details.EndDate_DESC, locale)}
            </span>
          </Row>
          <Row label={t('languages')}>{pick(line.details, 'CourseLanguages', locale)}</Row>
        </dl>
      )}

      {line.kind === 'program' && line.details?.HasExam && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-sand px-3 py-2"
          data-testid="cart-exam"
        >
          <p className="text-sm text-ink">
            <span className="font-semibold">{t('exam')}</span> ·{' '}
            {t('examPrice', { price: formatAed(line.details.ExamPrice, locale) })}
            {line.details.EX_CITID !== null && <span className="ms-2 text-seats-high">({t('examIncluded')})</span>}
          </p>
          <button
            type="button"
            disabled={actions.busy}
            onClick={() => line.details && actions.setExam(line.details.PriceOptionID, line.details.EX_CITID === null)}
            className="rounded-md border border-primary px-3 py-1.5 text-sm font-semibold text-primary hover:bg-primary-50 disabled:opacity-60"
            data-testid={line.details.EX_CITID === null ? 'add-exam' : 'remove-exam'}
          >
            {line.details.EX_CITID === null ? t('addExam') : t('removeExam')}
          </button>
        </div>
      )}

      {line.kind === 'diploma' && line.details && (
        <dl className="flex flex-col gap-1">
          <Row label={t('creditHours')}>{line.details.CreditHours}</Row>
          <Row label={t('coursesCount')}>{line.details.COURSES_COUNT}</Row>
        </dl>
      )}

      {line.kind === 'diploma' &&
        (line.ItemID === ENGLISH_ONLY_DIPLOMA_ID ? (
          <p className="text-sm text-muted" data-testid="english-only">
            {t('englishOnly')}
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <label htmlFor={`${id}-lang`} className="font-medium text-primary">
              {t('diplomaLanguage')}
            </label>
            <select
              id={`${id}-lang`}
              value={line.DiplomaLang ?? ''}
              disabled={actions.busy}
              onChange={(e) => {
                const value = e.target.value;
                if (value === 'en' || value === 'ar') actions.setDiplomaLang(line.CITID, value);
              }}
              className="h-10 rounded-md border border-line bg-white px-3 text-ink"
              data-testid="cart-diploma-language"
            >
              {line.DiplomaLang === null && <option value="">{t('chooseLanguageOption')}</option>}
              <option value="en">{t('languageNames.en')}</option>
              <option value="ar">{t('languageNames.ar')}</option>
            </select>
          </div>
        ))}

      <div className="flex justify-end">
        <button
          type="button"
          disabled={actions.busy}
          onClick={() => actions.remove(line, title)}
          aria-label={t('removeLabel', { title })}
          className="rounded-md px-3 py-1.5 text-sm font-semibold text-seats-low hover:bg-seats-low/10 disabled:opacity-60"
          data-testid="remove-item"
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}
