import { courses } from './courses';
import { instructorsOfCourse } from './instructors';
import { LANGUAGES, TIMINGS, VENUES, type LangKey, type TimingKey, type VenueKey } from './program-places';
import type { CourseTypeId, SeedProgram } from './types';

/**
 * Program rows: [ProductId, CourseTypeID, StartDateOffsetDays, MaxStudents (available seats),
 *   language, timing, venue (null for live online), discount in AED off the course price].
 * PriceOptionID = row index + 1. Course 1 has 7 programs; courses 19, 26 and 41 have none.
 * Seat bands: >50 (mostly online), 11-50, <=10, and a few with 1-3 seats left.
 */
type Row = [number, CourseTypeId, number, number, LangKey, TimingKey, VenueKey | null, number];

const ROWS: Row[] = [
  // course 1: seven programs across all types
  [1, 1, 7, 18, 'both', 'eve', 'bb', 0],
  [1, 2, 12, 85, 'en', 'eve', null, 0],
  [1, 1, 20, 2, 'ar', 'wkend', 'deira', 0],
  [1, 3, 28, 30, 'both', 'blend', 'barsha', 200],
  [1, 2, 41, 120, 'ar', 'tt', null, 0],
  [1, 5, 55, 25, 'en', 'day', 'siteHills', 0],
  [1, 1, 70, 40, 'en', 'eve', 'reem', 150],
  [2, 1, 9, 22, 'en', 'eve', 'bb', 0],
  [2, 2, 33, 64, 'ar', 'eve', null, 0],
  [2, 4, 62, 9, 'both', 'wkend', 'dso', 0],
  [3, 1, 15, 16, 'ar', 'eve', 'deira', 0],
  [3, 2, 47, 55, 'en', 'tt', null, 100],
  [4, 1, 18, 12, 'en', 'day', 'bb', 0],
  [4, 5, 66, 20, 'en', 'day', 'siteDowntown', 0],
  [5, 2, 8, 150, 'both', 'morning', null, 0],
  [5, 4, 38, 45, 'ar', 'oneday', 'shj', 0],
  [5, 2, 75, 200, 'en', 'morning', null, 0],
  [6, 4, 24, 6, 'en', 'wkend', 'bb', 0],
  [6, 1, 80, 14, 'en', 'eve', 'barsha', 0],
  [7, 2, 10, 70, 'en', 'morning', null, 0],
  [7, 5, 26, 30, 'both', 'oneday', 'siteDifc', 0],
  [7, 1, 58, 3, 'ar', 'oneday', 'reem', 0],
  [8, 1, 35, 15, 'en', 'day', 'bb', 300],
  [8, 3, 77, 20, 'ar', 'blend', 'deira', 0],
  [9, 1, 11, 24, 'both', 'eve', 'bb', 0],
  [9, 2, 40, 58, 'en', 'eve', null, 0],
  [9, 5, 68, 18, 'ar', 'day', 'siteNahda', 0],
  [10, 4, 14, 28, 'ar', 'oneday', 'deira', 0],
  [10, 2, 52, 90, 'en', 'morning', null, 0],
  [11, 1, 16, 10, 'en', 'eve', 'bb', 0],
  [11, 3, 44, 26, 'ar', 'blend', 'shj', 250],
  [11, 5, 86, 22, 'en', 'day', 'siteDowntown', 0],
  [12, 2, 21, 62, 'both', 'eve', null, 0],
  [12, 4, 73, 1, 'en', 'wkend', 'bb', 0],
  [13, 1, 29, 19, 'en', 'day', 'dso', 0],
  [13, 5, 61, 16, 'ar', 'day', 'siteKhalidiya', 0],
  [14, 4, 13, 33, 'ar', 'oneday', 'barsha', 0],
  [14, 2, 49, 75, 'en', 'tt', null, 0],
  [15, 1, 23, 11, 'en', 'wkend', 'bb', 0],
  [15, 2, 64, 52, 'en', 'tt', null, 0],
  [16, 1, 17, 20, 'en', 'eve', 'bb', 0],
  [16, 3, 45, 7, 'both', 'blend', 'reem', 0],
  [16, 1, 84, 25, 'ar', 'day', 'deira', 350],
  [17, 1, 27, 13, 'en', 'day', 'bb', 0],
  [17, 2, 71, 60, 'en', 'tt', null, 0],
  [18, 4, 36, 8, 'en', 'wkend', 'dso', 0],
  [18, 5, 79, 15, 'en', 'day', 'siteHills', 0],
  [20, 2, 19, 110, 'both', 'morning', null, 0],
  [20, 4, 56, 24, 'ar', 'oneday', 'shj', 0],
  [21, 1, 50, 9, 'en', 'day', 'bb', 0],
  [22, 1, 8, 35, 'ar', 'eve', 'deira', 0],
  [22, 2, 31, 95, 'en', 'eve', null, 0],
  [22, 3, 67, 21, 'both', 'blend', 'barsha', 0],
  [23, 4, 22, 17, 'ar', 'wkend', 'deira', 0],
  [23, 2, 59, 66, 'en', 'tt', null, 0],
  [24, 1, 37, 12, 'en', 'oneday', 'bb', 0],
  [25, 1, 25, 16, 'both', 'eve', 'bb', 200],
  [25, 5, 81, 12, 'ar', 'day', 'siteKhalidiya', 0],
  [27, 1, 30, 27, 'ar', 'day', 'reem', 0],
  [27, 2, 74, 54, 'en', 'tt', null, 0],
  [28, 1, 12, 22, 'en', 'eve', 'bb', 0],
  [28, 5, 42, 30, 'en', 'day', 'siteDifc', 0],
  [28, 2, 78, 80, 'ar', 'eve', null, 0],
  [29, 2, 34, 57, 'ar', 'tt', null, 0],
  [29, 1, 69, 18, 'both', 'eve', 'shj', 0],
  [30, 2, 9, 180, 'both', 'morning', null, 0],
  [30, 4, 46, 2, 'ar', 'oneday', 'barsha', 0],
  [31, 4, 32, 26, 'en', 'oneday', 'bb', 0],
  [32, 2, 20, 68, 'en', 'tt', null, 0],
  [32, 1, 63, 14, 'ar', 'wkend', 'deira', 150],
  [33, 4, 15, 10, 'en', 'wkend', 'bb', 0],
  [33, 2, 48, 99, 'ar', 'eve', null, 0],
  [33, 3, 83, 23, 'en', 'blend', 'dso', 0],
  [34, 1, 18, 16, 'en', 'eve', 'bb', 0],
  [34, 4, 53, 4, 'both', 'wkend', 'reem', 0],
  [35, 4, 27, 12, 'en', 'oneday', 'barsha', 0],
  [36, 5, 39, 40, 'ar', 'oneday', 'siteNahda', 0],
  [36, 2, 76, 63, 'en', 'morning', null, 0],
  [37, 2, 11, 140, 'both', 'morning', null, 0],
  [38, 2, 23, 88, 'en', 'eve', null, 0],
  [38, 4, 65, 29, 'en', 'oneday', 'dso', 0],
  [39, 1, 30, 17, 'en', 'eve', 'bb', 0],
  [39, 3, 72, 31, 'ar', 'blend', 'reem', 0],
  [40, 4, 43, 21, 'both', 'wkend', 'dso', 0],
  [40, 5, 88, 18, 'en', 'day', 'siteHills', 0],
  [42, 2, 16, 250, 'both', 'morning', null, 0],
  [42, 4, 57, 48, 'ar', 'oneday', 'bb', 0],
];

function spanDays(hours: number, timing: TimingKey): number {
  const t = TIMINGS[timing];
  const sessions = Math.max(1, Math.ceil(hours / t.hoursPerSession));
  if (sessions === 1) return 0;
  return Math.max(1, Math.ceil((sessions * 7) / t.perWeek) - 1);
}

export const programs: SeedProgram[] = ROWS.map((row, i): SeedProgram => {
  const [productId, type, start, seats, lang, timingKey, venueKey, discount] = row;
  const id = i + 1;
  const course = courses.find((c) => c.ProductId === productId);
  if (!course) throw new Error(`program ${id}: unknown course ${productId}`);
  const timing = TIMINGS[timingKey];
  const venue = venueKey ? VENUES[venueKey] : null;
  const end = start + spanDays(course.CreditHours, timingKey);
  const teachers = instructorsOfCourse(productId);
  // rotate the lead instructor between programs of the same course; add a co-trainer on long courses
  const lead = teachers[i % teachers.length] as number;
  const InstructorIDs =
    course.CreditHours >= 20 && teachers.length > 1 ? [lead, teachers[(i + 1) % teachers.length] as number] : [lead];
  const price = course.Price - discount;
  return {
    PriceOptionID: id,
    ProductId: productId,
    CourseTypeID: type,
    StartDateOffsetDays: start,
    EndDateOffsetDays: end,
    StartTime: timing.start,
    EndTime: timing.end,
    LastDateToRegisterOffsetDays: start - (2 + (id % 4)),
    MaxStudents: seats,
    CreditHours: course.CreditHours,
    CourseLanguages_en: LANGUAGES[lang].en,
    CourseLanguages_ar: LANGUAGES[lang].ar,
    InstructorIDs,
    CourseTiming_en: timing.en,
    CourseTiming_ar: timing.ar,
    CourseLocation_en: venue?.location_en ?? null,
    CourseLocation_ar: venue?.location_ar ?? null,
    CourseArea_en: venue?.area_en ?? null,
    CourseArea_ar: venue?.area_ar ?? null,
    CourseCity_en: venue?.city_en ?? null,
    CourseCity_ar: venue?.city_ar ?? null,
    SchedulePrice: price,
    OldPrice: discount > 0 ? Math.max(course.OldPrice, course.Price) : course.OldPrice,
    HasExam: course.HasExam,
    ExamPrice: course.ExamPrice,
    TID_ExamScheduleOffsetDays: course.HasExam ? end + 3 + (id % 5) : null,
  };
});
