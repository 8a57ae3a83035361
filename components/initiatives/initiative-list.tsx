'use client';

import { FileImage } from '@/components/catalog/file-image';
import { IntentLink } from '@/components/ui/intent-link';

/** What an initiative card shows, in the page's language (components/initiatives/initiative-card). */
export type InitiativeCardData = { id: number; title: string; href: string; photo: string | null };

/** `{title}` in `detailsOf` is replaced by the initiative's title. */
export type InitiativeCardLabels = { details: string; detailsOf: string };

/**
 * Social initiatives (home, /initiatives) as cards: photo, title and a link to the initiative's page. Drawn from
 * their data, so the page's flight data carries each card's fields, not its markup a second time.
 */
export function InitiativeList({
  items,
  labels,
  headingLevel = 3,
}: {
  items: InitiativeCardData[];
  labels: InitiativeCardLabels;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ id, title, href, photo }) => (
        <li key={id}>
          <article className="card" data-testid="initiative-card">
            <FileImage
              fileId={photo}
              ratio={16 / 9}
              width={640}
              height={360}
              alt=""
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="aspect-video w-full bg-primary-50 object-cover"
            />
            <div className="card-body">
              <Heading className="card-title">{title}</Heading>
              <IntentLink
                href={href}
                aria-label={labels.detailsOf.replace('{title}', title)}
                className="btn-sm mt-auto"
              >
                {labels.details}
                <span className="sr-only">: {title}</span>
                <i className="chev" />
              </IntentLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
