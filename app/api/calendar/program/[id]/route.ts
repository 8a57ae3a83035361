import { getTranslations } from 'next-intl/server';
import { buildIcs, icsFileName } from '@/lib/calendar/ics';
import { programIcsEvent } from '@/lib/catalog/program';
import { isAppLocale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/seo/hreflang';
import { getPrograms } from '@/lib/upstream/courses';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/calendar/program/{PriceOptionID}?lang=en|ar`: the program's calendar event (.ics, RFC 5545), the program
 * cards' "Add to calendar" link. Built from the cached programs list (no upstream call per download), so the cards
 * carry a link instead of the event's data and a script. Public data: a CDN may keep it for five minutes.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const lang = new URL(request.url).searchParams.get('lang');
  const locale = isAppLocale(lang) ? lang : 'en';
  const programs = await getPrograms();
  if (!programs.ok) return new Response(null, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  const program = /^\d{1,9}$/.test(id) ? programs.data.find((p) => p.PriceOptionID === Number(id)) : undefined;
  if (!program) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const t = await getTranslations({ locale, namespace: 'program' });
  const event = programIcsEvent(program, {
    locale,
    origin: siteUrl().origin,
    labels: {
      timing: t('timing'),
      instructors: t('instructors'),
      languages: t('languages'),
      courseType: t('courseType'),
    },
  });
  return new Response(buildIcs(event), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${icsFileName(`program-${program.PriceOptionID}`)}"`,
      'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600',
    },
  });
}
