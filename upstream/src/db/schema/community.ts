// Social initiatives, visits and enquiries.
import { boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, fileRef, ts } from './columns';
import { users } from './users';

export const initiatives = pgTable('initiatives', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  link: text('link').notNull().default(''),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descEn: text('desc_en').notNull().default(''),
  descAr: text('desc_ar').notNull().default(''),
  photo: fileRef('photo'),
  instructorsEn: text('instructors_en').notNull().default(''),
  instructorsAr: text('instructors_ar').notNull().default(''),
  languagesEn: text('languages_en').notNull().default(''),
  languagesAr: text('languages_ar').notNull().default(''),
  seatsPerProgram: integer('seats_per_program').notNull().default(0),
  /** Language of the page and certificate (the initiative certificate is Arabic). */
  pageLanguage: text('page_language').notNull().default('ar'),
});

export const initiativePrograms = pgTable(
  'initiative_programs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    initiativeId: integer('initiative_id')
      .notNull()
      .references(() => initiatives.id, { onDelete: 'cascade' }),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    /** Times of day as text ("10:00"), shown as given (TimeSlot_form / TimeSlot_to). */
    timeFrom: text('time_from').notNull(),
    timeTo: text('time_to').notNull(),
    locationEn: text('location_en').notNull().default(''),
    locationAr: text('location_ar').notNull().default(''),
    hasCert: boolean('has_cert').notNull().default(false),
    /** Registered: seats taken; incremented under a row lock when someone registers. */
    registered: integer('registered').notNull().default(0),
  },
  (t) => [index('init_programs_init_idx').on(t.initiativeId)],
);

/** A registration; the unique pair makes double booking impossible even under races. */
export const initiativeRegistrations = pgTable(
  'initiative_registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => initiativePrograms.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.uniqueId),
    certIssued: boolean('cert_issued').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('init_reg_program_user').on(t.programId, t.userId)],
);

export const visits = pgTable('visits', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  deviceId: text('device_id'),
  createdAt: createdAt(),
});

export const enquiries = pgTable('enquiries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull().default(''),
  isCourse: boolean('is_course').notNull().default(false),
  // No foreign key: an enquiry about a since-removed course must still be stored.
  courseId: integer('course_id'),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull().default(''),
  userId: uuid('user_id'),
  createdAt: createdAt(),
});
