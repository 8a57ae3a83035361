import { z } from 'zod';
import { CourseTypeIdSchema } from '../constants/course-type';
import { HtmlSchema, IdSchema, IsoDateSchema, LinkSchema, MoneySchema } from '../primitives';

/** Program: a scheduled offering of a course (price option), docs/product/entities.md#program. */
export const ProgramSchema = z.object({
  PriceOptionID: IdSchema,
  ProductId: IdSchema,
  Link: LinkSchema,
  ProductTitle_en: z.string(),
  ProductTitle_ar: z.string(),
  StartDate_DESC: IsoDateSchema,
  EndDate_DESC: IsoDateSchema,
  /** Available seats. */
  MaxStudents: z.number().int(),
  CreditHours: z.number(),
  /** Internal type label (free text, e.g. "Onsite"); display labels are CourseType_en/ar. */
  CourseType: z.string().nullable(),
  CourseTypeID: CourseTypeIdSchema,
  CourseType_en: z.string(),
  CourseType_ar: z.string(),
  CourseLanguages_en: z.string(),
  CourseLanguages_ar: z.string(),
  LastDateToRegister_DESC: IsoDateSchema.nullable(),
  /** Instructors' display names (spec name kept), e.g. "Ahmed Al Mansoori, Sara Khan". */
  InstructorIDs_en: z.string().nullable(),
  InstructorIDs_ar: z.string().nullable(),
  /** HTML. */
  CourseTiming_en: HtmlSchema.nullable(),
  CourseTiming_ar: HtmlSchema.nullable(),
  CourseLocation_en: z.string().nullable(),
  CourseLocation_ar: z.string().nullable(),
  CourseArea_en: z.string().nullable(),
  CourseArea_ar: z.string().nullable(),
  CourseCity_en: z.string().nullable(),
  CourseCity_ar: z.string().nullable(),
  SchedulePrice: MoneySchema,
  /** 0 when there is no old price. */
  OldPrice: MoneySchema,
  HasExam: z.boolean(),
  /** Whether the exam is included by default with this program. */
  WithExam: z.boolean(),
  ExamPrice: MoneySchema,
  /** Exam schedule date (ISO) when an exam is scheduled. */
  TID_ExamSchedule_DESC: IsoDateSchema.nullable(),
});
export type Program = z.infer<typeof ProgramSchema>;
