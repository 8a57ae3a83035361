import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { UpstreamResult } from '@/lib/upstream/result';

/**
 * A dashboard section: its heading, then its charts, or the translated error state when its read failed. A section
 * the API lacks (404, `unavailable`) is left out, as every extension is hidden where the API has none.
 */
export async function SectionFrame<D>({
  id,
  title,
  result,
  children,
}: {
  id: string;
  title: string;
  result: UpstreamResult<D>;
  children: (data: D) => ReactNode;
}) {
  if (!result.ok && result.error.kind === 'unavailable') return null;
  const t = await getTranslations('staffDashboard');
  return (
    <section id={id} aria-labelledby={`${id}-heading`} data-testid={`section-${id}`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-heading`} className="border-b border-line pb-2 text-xl font-bold text-primary">
        {title}
      </h2>
      {result.ok ? (
        children(result.data)
      ) : (
        <p
          role="alert"
          data-testid={`section-error-${id}`}
          className="mt-4 rounded-lg border border-seats-low bg-white px-4 py-3 text-seats-low"
        >
          {t('errors.section')}
        </p>
      )}
    </section>
  );
}
