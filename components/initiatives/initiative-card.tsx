import { useLocale, useTranslations } from 'next-intl';
import { FileImage } from '@/components/catalog/file-image';
import { initiativePath } from '@/lib/routes';
import { IntentLink } from '@/components/ui/intent-link';
import type { Initiative } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';

/** A social initiative in a list (home, /initiatives): photo, title and a link to its page. A server component. */
export function InitiativeCard({ initiative, headingLevel = 3 }: { initiative: Initiative; headingLevel?: 2 | 3 }) {
  const t = useTranslations('initiativesList');
  const locale = useLocale();
  const title = pick(initiative, 'InitTitle', locale);
  const href = initiativePath(initiative);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card" data-testid="initiative-card">
      <FileImage
        fileId={initiative.InitPhoto}
        ratio={16 / 9}
        width={640}
        height={360}
        alt=""
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-video w-full bg-primary-50 object-cover"
      />
      <div className="card-body">
        <Heading className="card-title">{title}</Heading>
        <IntentLink href={href} aria-label={t('detailsOf', { title })} className="btn-sm mt-auto">
          {t('details')}
          <span className="sr-only">: {title}</span>
          <i className="chev" />
        </IntentLink>
      </div>
    </article>
  );
}

/** Initiative cards in the site's grid. */
export function InitiativeGrid({ initiatives, headingLevel }: { initiatives: Initiative[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {initiatives.map((initiative) => (
        <li key={initiative.InitID}>
          <InitiativeCard initiative={initiative} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
