import { FileImage } from '@/components/catalog/file-image';
import { gridImageLoading } from '@/lib/images/grid-priority';
import { albumPath } from '@/lib/routes';
import type { Album } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';

/** Album card: cover and title, linking to the album (video or photo). */
function AlbumCard({
  album,
  lang,
  headingLevel = 2,
  priority = false,
  loading,
}: {
  album: Album;
  lang: string;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** From gridImageLoading (lib/images/grid-priority.ts). */
  loading?: 'eager';
}) {
  const Heading = `h${headingLevel}` as const;
  const href = albumPath(album);
  return (
    <article className="card" data-testid="album-card">
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-video overflow-hidden bg-primary-50"
      >
        <FileImage
          fileId={album.AlbumCover}
          ratio={16 / 9}
          width={640}
          height={360}
          alt=""
          priority={priority}
          // Only when set: a server component's undefined prop is still written into the flight data, on every card.
          {...(loading && { loading })}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="img-cover"
        />
        {album.AlbumType === 2 && (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-black/60 text-white">
              <svg viewBox="0 0 24 24" width={28} height={28} fill="currentColor" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </span>
        )}
      </Link>
      <div className="p-4">
        <Heading className="font-semibold leading-snug text-primary">
          <Link href={href} className="hover:underline">
            {pick(album, 'AlbumTitle', lang)}
          </Link>
        </Heading>
      </div>
    </article>
  );
}

/** `belowFold`: the grid follows a page's own content (an album's other albums), so none of its images is urgent. */
export function AlbumGrid({
  albums,
  lang,
  headingLevel = 2,
  belowFold = false,
}: {
  albums: Album[];
  lang: string;
  headingLevel?: 2 | 3;
  belowFold?: boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="album-grid">
      {albums.map((album, i) => (
        <li key={album.AlbumID}>
          <AlbumCard
            album={album}
            lang={lang}
            headingLevel={headingLevel}
            {...gridImageLoading(i, belowFold ? 0 : 3)}
          />
        </li>
      ))}
    </ul>
  );
}
