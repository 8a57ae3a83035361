import { getTranslations } from 'next-intl/server';
import type { Initiative, InitiativeProgram } from '@/lib/contract';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { InitiativeRegisterSlot, type RegisterLabels } from './initiative-session';

/** Registered / SeatsPerProgram × 100, rounded (0-100) (docs/product/constants.md#layout). */
function fillPercent(registered: number, seats: number): number {
  if (seats <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((registered / seats) * 100)));
}

/** Full when Registered is at least SeatsPerProgram (docs/product/states.md#initiative-registration). */
const isFull = (registered: number, seats: number) => registered >= seats;

function dateRange(program: InitiativeProgram, lang: string): string {
  const start = formatLongDate(program.StartDate, lang);
  const end = formatLongDate(program.EndDate, lang);
  return isoDay(program.StartDate) === isoDay(program.EndDate) ? start : `${start} – ${end}`;
}

/** The initiative's sessions: dates, timing, location, fill bar (an accessible progressbar) and the register slot. */
export async function InitiativePrograms({
  initiative,
  programs,
  lang,
  returnUrl,
}: {
  initiative: Initiative;
  programs: InitiativeProgram[];
  lang: string;
  returnUrl: string;
}) {
  const [t, te, tf] = await Promise.all([
    getTranslations('initiatives'),
    getTranslations('errors'),
    getTranslations('forms'),
  ]);
  if (programs.length === 0) return <p className="text-muted">{t('noPrograms')}</p>;
  const labels: RegisterLabels = {
    login: t('loginToRegister'),
    register: t('register'),
    booking: t('booking'),
    full: t('full'),
    closed: t('closed'),
    confirmTitle: t('confirmTitle'),
    confirm: te('prompt.confirmReserve'),
    yes: t('yes'),
    cancel: t('cancel'),
    ok: t('ok'),
    messages: {
      'errors.confirm.registrationConfirmed': te('confirm.registrationConfirmed'),
      'errors.confirm.alreadyRegistered': te('confirm.alreadyRegistered'),
      'errors.slotFullyBooked': te('slotFullyBooked'),
      'initiatives.emailError': t('emailError'),
      'errors.loginFirst': te('loginFirst'),
      'forms.failed': tf('failed'),
      'forms.tooMany': tf('tooMany'),
      'forms.invalid': tf('invalid'),
      'forms.forbidden': tf('forbidden'),
    },
  };
  return (
    <ul className="flex flex-col gap-4" data-testid="initiative-programs">
      {programs.map((program) => {
        const percent = fillPercent(program.Registered, initiative.SeatsPerProgram);
        const full = isFull(program.Registered, initiative.SeatsPerProgram);
        const bar = full ? 'bg-seats-low' : percent > 75 ? 'bg-seats-mid' : 'bg-seats-high';
        return (
          <li
            key={program.ID}
            className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
            data-testid="initiative-program"
            data-program-id={program.ID}
          >
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted">{t('date')}</dt>
                <dd className="font-semibold text-ink">
                  <time dateTime={isoDay(program.StartDate)}>{dateRange(program, lang)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t('timing')}</dt>
                <dd className="font-semibold text-ink">
                  <span dir="ltr">{t('timeRange', { from: program.TimeSlot_form, to: program.TimeSlot_to })}</span>
                </dd>
              </div>
            </dl>
            <div className="flex flex-col gap-1">
              <div className="flex items-center justify-between text-sm">
                <span id={`fill-${program.ID}`} className="text-muted">
                  {t('booked')}
                </span>
                <span className="font-semibold text-ink">
                  {full ? t('full') : t('bookedValue', { percent: String(percent) })}
                </span>
              </div>
              <div
                role="progressbar"
                aria-labelledby={`fill-${program.ID}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={t('bookedValue', { percent: String(percent) })}
                className="h-2.5 w-full overflow-hidden rounded-full bg-line"
              >
                <div className={`h-full rounded-full ${bar}`} style={{ inlineSize: `${percent}%` }} />
              </div>
            </div>
            <div>
              <InitiativeRegisterSlot
                initId={initiative.InitID}
                programId={program.ID}
                returnUrl={returnUrl}
                full={full}
                startsAt={program.StartDate}
                labels={labels}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
