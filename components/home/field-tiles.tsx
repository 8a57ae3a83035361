'use client';

import { FileImage } from '@/components/catalog/file-image';
import { Link } from '@/lib/i18n/navigation';

/** A training field (course category) as its tile shows it, in the page's language. */
export type FieldTileData = { id: number; name: string; href: string; photo: string | null };

/**
 * Home's training fields: a grid of category tiles, each linking to its category's courses. Drawn from their data,
 * so the page's flight data carries each tile's fields, not its markup a second time. `{name}` in `coursesIn` is
 * replaced by the field's name.
 */
export function FieldTiles({ items, coursesIn }: { items: FieldTileData[]; coursesIn: string }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ id, name, href, photo }) => (
        <li key={id}>
          <Link href={href} aria-label={coursesIn.replace('{name}', name)} className="field-tile">
            <FileImage
              fileId={photo}
              ratio={2}
              width={480}
              height={240}
              alt=""
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              className="field-tile-img"
            />
            <span className="field-tile-label">
              {name}
              <i className="chev chev-lg text-accent" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
