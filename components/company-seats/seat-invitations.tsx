import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatLongDate } from '@/lib/dates/format';
import { seatInvitationPath } from '@/lib/routes';
import type { CallerContext } from '@/lib/upstream/client';
import { getMySeatInvitations } from '@/lib/upstream/company-seats';

/** Seats offered to the signed-in customer's e-mail, not answered yet (My Courses); each opens its invitation. */
export async function SeatInvitations({ lang, caller }: { lang: string; caller: CallerContext }) {
  const result = await getMySeatInvitations(caller);
  if (!result.ok || result.data.length === 0) return null; // without the extension, or on a failed read: nothing
  const t = await getTranslations('companySeats.invitations');
  return (
    <section
      aria-labelledby="seat-invitations-title"
      className="mb-4 space-y-3 rounded-2xl border border-accent/40 bg-primary-50 p-5 shadow-sm sm:p-6"
      data-testid="seat-invitations"
    >
      <h2 id="seat-invitations-title" className="text-base font-bold text-primary">
        {t('title')}
      </h2>
      <ul className="space-y-3">
        {result.data.map((i) => (
          <li
            key={i.Token}
            className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
            data-testid="seat-invitation"
          >
            <p className="text-sm">
              {t('text', {
                company: lang === 'ar' ? i.CompanyName_ar || i.CompanyName_en : i.CompanyName_en,
                program: lang === 'ar' ? i.Title_ar || i.Title_en : i.Title_en,
              })}
              {i.StartDate ? <span className="text-muted"> · {formatLongDate(i.StartDate, lang)}</span> : null}
            </p>
            <Link
              href={seatInvitationPath(i.Token)}
              className="inline-flex shrink-0 items-center justify-center rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
            >
              {t('open')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
