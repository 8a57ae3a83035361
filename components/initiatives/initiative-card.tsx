import { useLocale, useTranslations } from 'next-intl';
import { initiativePath } from '@/lib/routes';
import type { Initiative } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { InitiativeList } from './initiative-list';

/**
 * Initiative cards in the site's grid (home, /initiatives): photo, title and a link to the initiative's page,
 * worded here and drawn by InitiativeList.
 */
export function InitiativeGrid({ initiatives, headingLevel }: { initiatives: Initiative[]; headingLevel?: 2 | 3 }) {
  const t = useTranslations('initiativesList');
  const locale = useLocale();
  return (
    <InitiativeList
      items={initiatives.map((initiative) => ({
        id: initiative.InitID,
        title: pick(initiative, 'InitTitle', locale),
        href: initiativePath(initiative),
        photo: initiative.InitPhoto ?? null,
      }))}
      labels={{ details: t('details'), detailsOf: t('detailsOf', { title: '{title}' }) }}
      headingLevel={headingLevel}
    />
  );
}
