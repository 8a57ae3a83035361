import { getTranslations } from 'next-intl/server';
import { licenceCalendarFile } from '@/lib/bff/licence';

export const dynamic = 'force-dynamic';

const handler = licenceCalendarFile(async (lang) => {
  const t = await getTranslations({ locale: lang, namespace: 'licence.calendar' });
  return { deadline: t('deadline'), expiry: t('expiry') };
});

/** The licence's registration deadline and expiry as a calendar file (.ics). */
export const GET = (request: Request) => handler(request);
