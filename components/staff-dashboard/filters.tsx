import { getTranslations } from 'next-intl/server';
import { DASHBOARD_GRANULARITIES, type DashboardQuery } from '@/lib/contract/endpoints/staff-dashboard';
import type { AppLocale } from '@/lib/i18n/routing';
import { getCategories } from '@/lib/upstream/shared';

/**
 * The dashboard's filters: a plain GET form, so they live in the URL (a view can be bookmarked and shared) and work
 * without any script on the page. Every chart and every CSV link follows them.
 */
export async function DashboardFilters({ query, lang }: { query: DashboardQuery; lang: AppLocale }) {
  const [t, categories] = await Promise.all([getTranslations('staffDashboard'), getCategories()]);
  const field = 'flex min-w-0 flex-col gap-1 text-sm font-semibold text-primary';
  const input = 'h-10 rounded-md border border-line bg-white px-2 font-normal text-ink';
  return (
    <form
      method="get"
      className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-5 sm:items-end"
      data-testid="dashboard-filters"
    >
      <label className={field}>
        {t('filters.from')}
        <input type="date" name="from" defaultValue={query.from} required className={input} />
      </label>
      <label className={field}>
        {t('filters.to')}
        <input type="date" name="to" defaultValue={query.to} required className={input} />
      </label>
      <label className={field}>
        {t('filters.granularity')}
        <select name="granularity" defaultValue={query.granularity} className={input}>
          {DASHBOARD_GRANULARITIES.map((g) => (
            <option key={g} value={g}>
              {t(`granularity.${g}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        {t('filters.category')}
        <select
          name="category"
          defaultValue={query.category === undefined ? '' : String(query.category)}
          className={input}
        >
          <option value="">{t('filters.allCategories')}</option>
          {(categories.ok ? categories.data : []).map((c) => (
            <option key={c.CategoryId} value={c.CategoryId}>
              {lang === 'ar' ? c.CategoryTitle_ar : c.CategoryTitle_en}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="col-span-2 h-10 rounded-md bg-primary px-4 font-semibold text-white sm:col-span-1"
      >
        {t('filters.apply')}
      </button>
    </form>
  );
}
