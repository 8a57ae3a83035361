import type { CourseTypeId } from '@/lib/contract/constants/course-type';

/**
 * Tailwind classes of a course type's label (tokens --color-type-N), written out so Tailwind sees them. Apart from
 * lib/catalog/course-types, whose contract constants bring zod: the program cards' island draws the label in the
 * browser.
 */
const TYPE_CLASSES: Record<CourseTypeId, string> = {
  1: 'bg-type-1 text-white',
  2: 'bg-type-2 text-white',
  3: 'bg-type-3 text-white',
  4: 'bg-type-4 text-white',
  5: 'bg-type-5 text-white',
};

export function courseTypeClass(id: number | null | undefined): string {
  return id != null && Object.hasOwn(TYPE_CLASSES, id) ? TYPE_CLASSES[id as CourseTypeId] : 'bg-muted text-white';
}
