import { FileImage } from '@/components/catalog/file-image';
import { gridImageLoading } from '@/lib/images/grid-priority';
import { instructorPath } from '@/lib/routes';
import type { Instructor } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';

/** Instructor card: photo and name, both linking to the instructor page. */
function InstructorCard({
  instructor,
  lang,
  priority = false,
  loading,
}: {
  instructor: Instructor;
  lang: string;
  priority?: boolean;
  /** From gridImageLoading (lib/images/grid-priority.ts). */
  loading?: 'eager';
}) {
  const name = pick(instructor, 'InstructorName', lang);
  const href = instructorPath(instructor);
  return (
    <article
      className="flex h-full flex-col items-center gap-3 rounded-xl border border-line bg-white p-4 text-center shadow-sm"
      data-testid="instructor-card"
    >
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="block w-full overflow-hidden rounded-full bg-primary-50"
      >
        <FileImage
          fileId={instructor.InstructorPhoto}
          ratio={1}
          width={400}
          height={400}
          alt=""
          priority={priority}
          // Only when set: a server component's undefined prop is still written into the flight data, on every card.
          {...(loading && { loading })}
          sizes="(min-width: 1025px) 18vw, (min-width: 769px) 22vw, (min-width: 576px) 30vw, (min-width: 361px) 45vw, 90vw"
          className="aspect-square h-auto w-full object-cover"
        />
      </Link>
      <h2 className="text-base font-semibold text-primary">
        <Link href={href} className="hover:underline">
          {name}
        </Link>
      </h2>
    </article>
  );
}

/** 5 columns, then 4, 3, 2 and 1 at 1024, 768, 575 and 360 px (docs/product/constants.md#layout). */
export const INSTRUCTOR_GRID =
  'grid grid-cols-1 gap-4 min-[361px]:grid-cols-2 min-[576px]:grid-cols-3 min-[769px]:grid-cols-4 min-[1025px]:grid-cols-5 sm:gap-6';

export function InstructorGrid({ instructors, lang }: { instructors: Instructor[]; lang: string }) {
  return (
    <ul className={INSTRUCTOR_GRID} data-testid="instructor-grid">
      {instructors.map((instructor, i) => (
        <li key={instructor.InstructorID}>
          <InstructorCard instructor={instructor} lang={lang} {...gridImageLoading(i, 5)} />
        </li>
      ))}
    </ul>
  );
}
