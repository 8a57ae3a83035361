import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FileImage } from '@/components/catalog/file-image';
import { CourseGrid } from '@/components/catalog/course-grid';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { metaText, pageMetadata } from '@/lib/seo/metadata';
import { coursePath, instructorPath, INSTRUCTORS_PATH } from '@/lib/routes';
import { RICH_TEXT } from '@/components/ui/rich-text';
import { ErrorState } from '@/components/ui/error-state';
import { SafeHtml } from '@/components/ui/safe-html';
import type { Course, InstructorCourse } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { getCourses } from '@/lib/upstream/courses';
import { getInstructor } from '@/lib/upstream/instructors';

// ISR: rendered on its first visit, then served from the cache per language and refreshed in the background
// after 300 s (LIFETIMES.catalogue in lib/upstream/cache-tags.ts) or by the revalidation webhook.
export const revalidate = 300;
export const dynamicParams = true;

/** No item is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

const toId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export async function generateMetadata({ params }: PageProps<'/[lang]/instructor/[title]/[id]'>): Promise<Metadata> {
  const { lang, id } = await metadataParams(params);
  const key = toId(id);
  if (!lang || key === null) return {};
  const result = await getInstructor(key);
  if (!result.ok) return {};
  const { instructor } = result.data;
  return pageMetadata({
    metaId: 'instructor',
    path: instructorPath(instructor),
    lang,
    title: pick(instructor, 'InstructorName', lang),
    description: metaText(pick(instructor, 'InstructorBio', lang)),
    image: instructor.InstructorPhoto,
  });
}

/** The instructor's courses as full course cards (from the cached course list); unknown ones as plain links. */
function splitCourses(own: InstructorCourse[], all: Course[]) {
  const byId = new Map(all.map((course) => [course.ProductId, course]));
  const full: Course[] = [];
  const bare: InstructorCourse[] = [];
  for (const course of own) {
    const match = byId.get(course.ProductId);
    if (match) full.push(match);
    else bare.push(course);
  }
  return { full, bare };
}

export default async function InstructorPage({ params }: PageProps<'/[lang]/instructor/[title]/[id]'>) {
  const { lang, id } = await pageParams(params);
  const key = toId(id);
  if (key === null) notFound();

  const [result, t] = await Promise.all([getInstructor(key), getTranslations('instructors')]);
  if (!result.ok && result.error.kind === 'not_found') notFound();
  if (!result.ok) {
    return (
      <PageShell>
        <h1 className="sr-only">{t('title')}</h1>
        <ErrorState error={result.error} />
      </PageShell>
    );
  }

  const { instructor, courses } = result.data;
  const name = pick(instructor, 'InstructorName', lang);
  const all = courses.length > 0 ? await getCourses() : null;
  const { full, bare } = splitCourses(courses, all?.ok ? all.data : []);

  return (
    <PageShell>
      <PageHeader title={name} trail={[{ label: t('title'), href: INSTRUCTORS_PATH }, { label: name }]} />
      <div className="grid grid-cols-1 gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
        <FileImage
          fileId={instructor.InstructorPhoto}
          ratio={1}
          width={512}
          height={512}
          alt={name}
          priority
          sizes="(min-width: 768px) 16rem, 80vw"
          className="mx-auto aspect-square h-auto w-full max-w-64 rounded-xl object-cover"
        />
        <section aria-labelledby="instructor-bio">
          <h2 id="instructor-bio" className="sr-only">
            {t('bio')}
          </h2>
          <SafeHtml html={pick(instructor, 'InstructorBio', lang)} className={RICH_TEXT.editorial} headingsFrom={3} />
        </section>
      </div>
      <section aria-labelledby="instructor-courses" className="mt-10">
        <h2 id="instructor-courses" className="mb-4 text-xl font-semibold text-primary">
          {t('coursesTitle', { name })}
        </h2>
        {full.length > 0 && <CourseGrid courses={full} />}
        {bare.length > 0 && (
          <ul className="mt-4 flex flex-col gap-2">
            {bare.map((course) => (
              <li key={course.ProductId}>
                <Link href={coursePath(course)} className="text-secondary hover:underline">
                  {pick(course, 'ProductTitle', lang)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {full.length === 0 && bare.length === 0 && <CourseGrid courses={[]} />}
      </section>
    </PageShell>
  );
}
