// The training catalogue: categories, courses (products), programs (price options), instructors, diplomas.
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, fileRef, fils, ts } from './columns';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  link: text('link').notNull(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  /** false for category 7 (clients), which is not a training field. */
  isTrainingField: boolean('is_training_field').notNull().default(true),
  image: fileRef('image'),
  sort: integer('sort').notNull().default(0),
});

export const instructors = pgTable('instructors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  link: text('link').notNull(),
  photo: fileRef('photo'),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  bioEn: text('bio_en').notNull().default(''),
  bioAr: text('bio_ar').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    link: text('link').notNull(),
    mainPhoto: fileRef('main_photo'),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    shortDescEn: text('short_desc_en').notNull().default(''),
    shortDescAr: text('short_desc_ar').notNull().default(''),
    descEn: text('desc_en').notNull().default(''),
    descAr: text('desc_ar').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    priceFils: fils('price_fils'),
    oldPriceFils: fils('old_price_fils'),
    creditHours: doublePrecision('credit_hours').notNull().default(0),
    hasExam: boolean('has_exam').notNull().default(false),
    examPriceFils: fils('exam_price_fils'),
    /** ExtraInfo3: video embed markup shown instead of the photo. */
    extraInfo3: text('extra_info3'),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('courses_category_idx').on(t.categoryId)],
);

/** Course types 1-5 (CourseTypeID) with their bilingual labels. */
export const courseTypes = pgTable('course_types', {
  id: integer('id').primaryKey(),
  /** Short code, also the CourseType field (classroom, online-live…). */
  code: text('code').notNull(),
  color: text('color').notNull().default(''),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
});

/** A program = a dated offering (price option) of a course; seats are decremented under a row lock at checkout. */
export const programs = pgTable(
  'programs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    courseTypeId: integer('course_type_id')
      .notNull()
      .references(() => courseTypes.id),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    lastDateToRegister: ts('last_date_to_register'),
    capacity: integer('capacity').notNull().default(0),
    /** MaxStudents in the contract: seats still available. */
    seatsAvailable: integer('seats_available').notNull().default(0),
    creditHours: doublePrecision('credit_hours'),
    languagesEn: text('languages_en').notNull().default(''),
    languagesAr: text('languages_ar').notNull().default(''),
    timingEn: text('timing_en').notNull().default(''),
    timingAr: text('timing_ar').notNull().default(''),
    locationEn: text('location_en').notNull().default(''),
    locationAr: text('location_ar').notNull().default(''),
    areaEn: text('area_en').notNull().default(''),
    areaAr: text('area_ar').notNull().default(''),
    cityEn: text('city_en').notNull().default(''),
    cityAr: text('city_ar').notNull().default(''),
    priceFils: fils('price_fils'),
    oldPriceFils: fils('old_price_fils'),
    hasExam: boolean('has_exam').notNull().default(false),
    /** The exam is included in the schedule price (WithExam). */
    withExam: boolean('with_exam').notNull().default(false),
    examPriceFils: fils('exam_price_fils'),
    examScheduleDate: ts('exam_schedule_date'),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('programs_course_idx').on(t.courseId), index('programs_start_idx').on(t.startDate)],
);

export const programInstructors = pgTable(
  'program_instructors',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.programId, t.instructorId] })],
);

/** Courses an instructor teaches, for the instructor page even when no program is scheduled. */
export const courseInstructors = pgTable(
  'course_instructors',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.instructorId] })],
);

export const diplomas = pgTable('diplomas', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  link: text('link').notNull(),
  cover: fileRef('cover'),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  shortDescEn: text('short_desc_en').notNull().default(''),
  shortDescAr: text('short_desc_ar').notNull().default(''),
  descEn: text('desc_en').notNull().default(''),
  descAr: text('desc_ar').notNull().default(''),
  creditHours: doublePrecision('credit_hours').notNull().default(0),
  priceFils: fils('price_fils'),
  oldPriceFils: fils('old_price_fils'),
  /** Diploma 4 is taught in English only (language preset to en). */
  englishOnly: boolean('english_only').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const diplomaCourses = pgTable(
  'diploma_courses',
  {
    diplomaId: integer('diploma_id')
      .notNull()
      .references(() => diplomas.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.diplomaId, t.courseId] })],
);

export const membershipsBooks = pgTable('memberships_books', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  isBook: boolean('is_book').notNull(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descEn: text('desc_en').notNull().default(''),
  descAr: text('desc_ar').notNull().default(''),
  mainPhoto: fileRef('main_photo'),
  priceFils: fils('price_fils'),
  sort: integer('sort').notNull().default(0),
});
