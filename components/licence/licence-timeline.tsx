import { getTranslations } from 'next-intl/server';
import { Detail } from '@/components/account/items/screen';
import { features } from '@/lib/extensions/availability';
import { PriceTag } from '@/components/catalog/price-tag';
import type { Licence } from '@/lib/contract/entities/licence';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { coursePath, PRACTICE_EXAMS_PATH } from '@/lib/routes';
import { LicenceAddButton } from './licence-add-button';

const PROGRAM_ID = 'licence-program';

function Day({ value, lang }: { value: string; lang: string }) {
  return <time dateTime={isoDay(value)}>{formatLongDate(value, lang)}</time>;
}

/**
 * The renewal timeline, as the API computed it: days left, the next deadline, what the rules ask now and the program
 * that fits before that deadline (with Add to Cart), the reminders and the calendar file.
 */
export async function LicenceTimeline({ licence, lang }: { licence: Licence; lang: string }) {
  // The practice exams are an extension of their own: linked only where the upstream has them.
  const [t, { practiceExams }] = await Promise.all([getTranslations('licence.timeline'), features()]);
  const tl = licence.Timeline;
  const expired = tl.DaysLeft < 0;
  const date = (value: string) => formatLongDate(value, lang);
  const course = { Link: tl.Step.Link, ProductId: tl.Step.ProductId };
  const p = tl.Program;

  return (
    <section
      aria-labelledby="licence-timeline-title"
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="licence-timeline"
      data-step={tl.Step.Kind}
    >
      <h2 id="licence-timeline-title" className="text-lg font-bold text-primary">
        {t('title')}
      </h2>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p
          className={`text-3xl font-bold ${expired ? 'text-seats-low' : tl.DaysLeft <= 60 ? 'text-seats-mid' : 'text-primary'}`}
          data-testid="licence-days-left"
        >
          {expired ? t('expiredDays', { n: String(-tl.DaysLeft) }) : t('daysLeft', { n: String(tl.DaysLeft) })}
        </p>
        <p className="text-sm text-muted">
          {expired
            ? t('expiredOn', { date: date(licence.ExpiryDate) })
            : t('expiresOn', { date: date(licence.ExpiryDate) })}
        </p>
      </div>

      <p className="rounded-lg bg-primary-50 px-4 py-3 font-semibold text-primary" data-testid="licence-next-deadline">
        {tl.Step.Kind === 'renewal-test'
          ? t('registerBy', { date: date(tl.RegistrationDeadline) })
          : tl.Step.Kind === 'certified-course' && tl.Deadline
            ? t(expired ? 'certifiedAfterExpiry' : 'certifiedMissed', { date: date(tl.Deadline) })
            : t('fullCourse')}
      </p>

      {tl.Booked && (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-seats-high">
          {t('booked')}
        </p>
      )}

      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Detail label={t('whatToBook')}>
          <span className="block">{t(`steps.${tl.Step.Kind}`)}</span>
          <Link
            href={coursePath(course)}
            className="font-normal text-secondary underline-offset-4 hover:underline"
            data-testid="licence-course"
          >
            {pick(tl.Step, 'Title', lang)}
          </Link>
        </Detail>
        <Detail label={t('nextProgram')}>
          {p ? (
            <span id={PROGRAM_ID} data-testid="licence-program" data-program={p.PriceOptionID}>
              <Day value={p.StartDate_DESC} lang={lang} />
              {isoDay(p.EndDate_DESC) !== isoDay(p.StartDate_DESC) && (
                <>
                  {' – '}
                  <Day value={p.EndDate_DESC} lang={lang} />
                </>
              )}
              <span className="block text-xs font-medium text-muted">
                {pick(p, 'CourseType', lang)} · {t('seats', { n: String(p.MaxStudents) })}
              </span>
            </span>
          ) : (
            <span className="font-normal text-muted" data-testid="licence-no-program">
              {tl.Deadline ? t('noProgram', { date: date(tl.Deadline) }) : t('noProgramAny')}
            </span>
          )}
        </Detail>
      </dl>
      {p && (
        <div className="flex flex-wrap items-start gap-4">
          <PriceTag price={p.SchedulePrice} />
          <LicenceAddButton programId={p.PriceOptionID} describedBy={PROGRAM_ID} />
        </div>
      )}

      <div className="space-y-2 border-t border-line pt-4">
        <h3 className="text-sm font-bold text-primary">{t('reminders')}</h3>
        {tl.Reminders.length ? (
          <ul className="space-y-1 text-sm" data-testid="licence-reminders">
            {tl.Reminders.map((r) => (
              <li key={`${r.Kind}:${r.On}`} className="flex flex-wrap gap-x-2">
                <span>
                  {r.Kind === 'expiry' ? t('reminderExpiry') : t('reminderDeadline', { n: String(r.DaysBefore ?? 0) })}
                </span>
                <Day value={r.On} lang={lang} />
                {r.Sent && <span className="font-semibold text-seats-high">{t('sent')}</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('remindersOff')}</p>
        )}
        <div className="flex flex-wrap gap-x-6 gap-y-2 pt-1 text-sm font-semibold">
          <a
            href={`/api/account/licence/calendar?lang=${lang}`}
            download
            className="text-secondary underline-offset-4 hover:underline"
            data-testid="licence-calendar"
          >
            {t('calendar')}
          </a>
          {practiceExams && (
            <Link
              href={PRACTICE_EXAMS_PATH}
              className="text-secondary underline-offset-4 hover:underline"
              data-testid="licence-practice"
            >
              {t('practice')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
