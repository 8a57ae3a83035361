import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { queryInt } from '../primitives';
import { DiplomaCourseSchema, DiplomaSchema } from '../entities/diploma';

export const getDiplomas = defineEndpoint({
  method: 'GET',
  path: 'AcademicPrograms/get-diplomas',
  summary: 'The diplomas',
  query: z.object({}),
  response: z.array(DiplomaSchema),
});
/** Chosen shape (spec: "the diploma list and courses"): the requested diploma as one object, and its courses. Unknown → 404. */
export const getDiploma = defineEndpoint({
  method: 'GET',
  path: 'AcademicPrograms/get-diploma',
  summary: 'One diploma and its courses',
  query: z.object({ id: queryInt() }),
  response: z.object({ diploma: DiplomaSchema, courses: z.array(DiplomaCourseSchema) }),
});

export const academicProgramsEndpoints = { getDiplomas, getDiploma } as const;
