import { COURSE_TYPE_COLORS, COURSE_TYPE_IDS, type CourseTypeId } from '@/lib/contract';

/**
 * Course types (Program.CourseTypeID 1-5) as the upstream seed defines them:
 * 1 Classroom, 2 Live Online, 3 Blended, 4 Workshop, 5 Onsite at Client.
 */
const COURSE_TYPE = {
  Classroom: 1,
  LiveOnline: 2,
  Blended: 3,
  Workshop: 4,
  Onsite: 5,
} as const satisfies Record<string, CourseTypeId>;

/** Types held entirely online (no venue). */
const ONLINE_COURSE_TYPE_IDS: readonly number[] = [COURSE_TYPE.LiveOnline];

const FALLBACK_COLOR = '#4b5563';

function isCourseTypeId(id: unknown): id is CourseTypeId {
  return typeof id === 'number' && (COURSE_TYPE_IDS as readonly number[]).includes(id);
}

/** Brand colour of a course type (docs/architecture.md#brand); a neutral grey for an unknown id. */
export function courseTypeColor(id: number | null | undefined): string {
  return isCourseTypeId(id) ? COURSE_TYPE_COLORS[id] : FALLBACK_COLOR;
}

export { courseTypeClass } from './course-type-class';

export function isOnlineCourseType(id: number | null | undefined): boolean {
  return typeof id === 'number' && ONLINE_COURSE_TYPE_IDS.includes(id);
}

/** schema.org courseMode of a type. */
export function courseMode(id: number | null | undefined): 'Online' | 'Onsite' | 'Blended' {
  if (isOnlineCourseType(id)) return 'Online';
  if (id === COURSE_TYPE.Blended) return 'Blended';
  return 'Onsite';
}

/**
 * Whether a program card shows its location: the onsite type (5) and the classroom types (1, 3, 4) when a
 * location is given; never the online type.
 */
export function showsLocation(id: number | null | undefined, location: string): boolean {
  return !isOnlineCourseType(id) && location.trim() !== '';
}
