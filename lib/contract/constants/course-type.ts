import { z } from 'zod';

/**
 * Program CourseTypeID: 1 to 5, each with its own colour (docs/product/constants.md#course-types). The spec names no
 * type, so the reference upstream defines them: 1 classroom, 2 live online, 3 blended, 4 workshop, 5 onsite at the
 * client. The display labels travel in CourseType_en / CourseType_ar.
 */
export const COURSE_TYPE_IDS = [1, 2, 3, 4, 5] as const;
export const CourseTypeIdSchema = z.literal(COURSE_TYPE_IDS);
export type CourseTypeId = z.infer<typeof CourseTypeIdSchema>;
export const COURSE_TYPE_COLORS: Record<CourseTypeId, string> = {
  1: '#1d4ed8',
  2: '#047857',
  3: '#b45309',
  4: '#7c3aed',
  5: '#be123c',
};
