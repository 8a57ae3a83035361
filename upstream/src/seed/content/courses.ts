import { buildCourse } from './course-templates';
import { courseDrafts1 } from './courses-1';
import { courseDrafts2 } from './courses-2';
import type { SeedCourse } from './types';

/** 42 courses (ProductId 1-42). 8 featured; 16 with an exam; 4 with a video (1, 11, 28, 38). */
export const courses: SeedCourse[] = [...courseDrafts1, ...courseDrafts2].map(buildCourse);

/** Courses intentionally without any program (course page shows the no-programs message). */
export const COURSES_WITHOUT_PROGRAMS = [19, 26, 41] as const;
/** The course with many programs (7). */
export const COURSE_WITH_MANY_PROGRAMS = 1;
