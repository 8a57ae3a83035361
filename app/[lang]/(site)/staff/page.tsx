import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DashboardFilters } from '@/components/staff-dashboard/filters';
import { DASHBOARD_SECTIONS } from '@/components/staff-dashboard/sections';
import { Link } from '@/lib/i18n/navigation';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { callerContext, getSession, isLoggedIn } from '@/lib/session/session';
import { parseDashboardQuery } from '@/lib/staff-dashboard/query';

export async function generateMetadata({ params }: PageProps<'/[lang]/staff'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'staffDashboard' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /{lang}/staff: the operations dashboard (docs/staff-dashboard.md). Per request and staff only: anyone else gets the
 * site's not-found page, and the upstream checks the role again on each of the sections' reads. Filters in the URL;
 * `?program=` opens the bookings of one program under the seats.
 */
export default async function StaffDashboardPage({ params, searchParams }: PageProps<'/[lang]/staff'>) {
  const { lang } = await pageParams(params);
  const session = await getSession();
  if (!isLoggedIn(session) || session.role !== 'staff') notFound();
  const search = await searchParams;
  const { query, invalid } = parseDashboardQuery(search);
  const programParam = Number(Array.isArray(search.program) ? search.program[0] : search.program);
  const program = Number.isInteger(programParam) && programParam > 0 ? programParam : undefined;
  const t = await getTranslations('staffDashboard');
  const ctx = callerContext(session, lang);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid="staff-dashboard">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-primary">{t('title')}</h1>
        <Link href="/pdf/bulk-order" className="text-sm font-semibold text-secondary underline" prefetch={false}>
          {t('bulkOrderLink')}
        </Link>
      </div>
      <DashboardFilters query={query} lang={lang} />
      {invalid && (
        <p
          role="alert"
          data-testid="dashboard-invalid"
          className="mt-3 rounded-lg border border-seats-low bg-white px-4 py-2 text-seats-low"
        >
          {t('errors.invalidFilters')}
        </p>
      )}
      <p className="mt-3 text-sm text-muted">{t('periodNote')}</p>
      <nav aria-label={t('sectionsNav')} className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {DASHBOARD_SECTIONS.map((s) => (
          <a key={s.id} href={`#${s.id}`} className="text-secondary underline">
            {t(`nav.${s.id}`)}
          </a>
        ))}
      </nav>
      {DASHBOARD_SECTIONS.map(({ id, Component }) => (
        <Component key={id} query={query} ctx={ctx} lang={lang} program={program} />
      ))}
    </div>
  );
}
