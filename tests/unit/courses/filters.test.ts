import type { Course, Program } from '@/lib/contract';
import { courseFilterRewrites } from '@/lib/courses/filter-rewrites';
import {
  courseTypeOptions,
  filterCourses,
  filtersToSearch,
  hasFilters,
  monthOptions,
  normalizeText,
  parseCourseFilters,
} from '@/lib/courses/filters';

function course(id: number, price: number, title = `Course ${id}`, titleAr = `دورة ${id}`): Course {
  return {
    ProductId: id,
    Link: `course-${id}`,
    MainPhoto: '',
    ProductTitle_en: title,
    ProductTitle_ar: titleAr,
    ProductShortDescription_en: null,
    ProductShortDescription_ar: null,
    ProductDescription_en: null,
    ProductDescription_ar: null,
    CategoryId: 1,
    CatLink: 'cat',
    CategoryTitle_en: 'Brokerage',
    CategoryTitle_ar: 'الوساطة',
    Price: price,
    OldPrice: 0,
    CreditHours: 6,
    HasExam: false,
    ExtraInfo3: null,
  };
}

function program(productId: number, typeId: 1 | 2 | 3 | 4 | 5, start: string, languages: [string, string]): Program {
  return {
    PriceOptionID: productId * 10 + typeId,
    ProductId: productId,
    Link: 'x',
    ProductTitle_en: 'x',
    ProductTitle_ar: 'x',
    StartDate_DESC: start,
    EndDate_DESC: start,
    MaxStudents: 20,
    CreditHours: 6,
    CourseType: null,
    CourseTypeID: typeId,
    CourseType_en: typeId === 2 ? 'Live Online' : 'Classroom',
    CourseType_ar: typeId === 2 ? 'مباشر عبر الإنترنت' : 'حضوري',
    CourseLanguages_en: languages[0],
    CourseLanguages_ar: languages[1],
    LastDateToRegister_DESC: null,
    InstructorIDs_en: null,
    InstructorIDs_ar: null,
    CourseTiming_en: null,
    CourseTiming_ar: null,
    CourseLocation_en: null,
    CourseLocation_ar: null,
    CourseArea_en: null,
    CourseArea_ar: null,
    CourseCity_en: null,
    CourseCity_ar: null,
    SchedulePrice: 0,
    OldPrice: 0,
    HasExam: false,
    WithExam: false,
    ExamPrice: 0,
    TID_ExamSchedule_DESC: null,
  };
}

const courses = [course(1, 0, 'Broker Ethics', 'أخلاقيات الوسيط'), course(2, 950), course(3, 1500), course(4, 3200)];
const programs = [
  program(2, 1, '2026-12-01T05:00:00.000Z', ['English', 'الإنجليزية']),
  program(3, 2, '2027-01-10T05:00:00.000Z', ['Arabic', 'العربية']),
  program(4, 1, '2027-01-20T05:00:00.000Z', ['English & Arabic', 'الإنجليزية والعربية']),
  // 31 Dec 22:00 UTC is 1 Jan in Dubai.
  program(1, 2, '2026-12-31T22:00:00.000Z', ['English', 'الإنجليزية']),
];
const ids = (list: Course[]) => list.map((c) => c.ProductId);

describe('parseCourseFilters', () => {
  it('keeps valid values and drops the rest', () => {
    expect(
      parseCourseFilters({ q: '  broker   ethics ', type: '2', language: 'ar', month: '2027-01', price: 'free' }),
    ).toEqual({
      q: 'broker ethics',
      type: 2,
      language: 'ar',
      month: '2027-01',
      price: 'free',
    });
    expect(parseCourseFilters({ q: '', type: '9', language: 'fr', month: '2027-13', price: 'cheap' })).toEqual({});
    expect(parseCourseFilters({ type: ['3', '1'] })).toEqual({ type: 3 });
    expect(hasFilters(parseCourseFilters({ utm_source: 'x' }))).toBe(false);
  });

  it('writes a canonical query in a fixed order', () => {
    expect(filtersToSearch({ price: 'paid', q: 'a b', type: 1 })).toBe('?q=a+b&type=1&price=paid');
    expect(filtersToSearch({})).toBe('');
  });
});

describe('filterCourses', () => {
  it('filters by price band', () => {
    expect(ids(filterCourses(courses, programs, { price: 'free' }))).toEqual([1]);
    expect(ids(filterCourses(courses, programs, { price: 'paid' }))).toEqual([2, 3, 4]);
    expect(ids(filterCourses(courses, programs, { price: 'under-1000' }))).toEqual([2]);
    expect(ids(filterCourses(courses, programs, { price: '1000-2000' }))).toEqual([3]);
    expect(ids(filterCourses(courses, programs, { price: 'over-2000' }))).toEqual([4]);
  });

  it('filters by program type, language and Dubai start month, all on one program', () => {
    expect(ids(filterCourses(courses, programs, { type: 1 }))).toEqual([2, 4]);
    expect(ids(filterCourses(courses, programs, { language: 'ar' }))).toEqual([3, 4]);
    expect(ids(filterCourses(courses, programs, { month: '2027-01' }))).toEqual([1, 3, 4]);
    expect(ids(filterCourses(courses, programs, { type: 2, language: 'ar', month: '2027-01' }))).toEqual([3]);
    expect(ids(filterCourses(courses, programs, { type: 1, language: 'ar', month: '2026-12' }))).toEqual([]);
  });

  it('matches keywords in both languages, ignoring case and Arabic letter forms', () => {
    expect(ids(filterCourses(courses, programs, { q: 'ETHICS broker' }))).toEqual([1]);
    expect(ids(filterCourses(courses, programs, { q: 'اخلاقيات' }))).toEqual([1]);
    expect(ids(filterCourses(courses, programs, { q: 'الوساطة' }))).toEqual([1, 2, 3, 4]);
    expect(normalizeText('أخلاقيّات  الوسيطة')).toBe('اخلاقيات الوسيطه');
  });
});

describe('filter options', () => {
  it('lists the types and months that programs have', () => {
    expect(courseTypeOptions(programs, 'ar')).toEqual([
      { value: '1', label: 'حضوري' },
      { value: '2', label: 'مباشر عبر الإنترنت' },
    ]);
    expect(monthOptions(programs, 'en')).toEqual([
      { value: '2026-12', label: 'December 2026' },
      { value: '2027-01', label: 'January 2027' },
    ]);
  });
});

describe('courseFilterRewrites', () => {
  it('sends each filter key of both list routes to its filter route', () => {
    const rewrites = courseFilterRewrites();
    expect(rewrites).toHaveLength(10);
    expect(rewrites).toContainEqual({
      source: '/:lang(en|ar)/courses',
      has: [{ type: 'query', key: 'price' }],
      destination: '/:lang/courses/filter',
    });
    expect(rewrites).toContainEqual({
      source: '/:lang(en|ar)/courses/:title/:id(-?\\d+)',
      has: [{ type: 'query', key: 'q' }],
      destination: '/:lang/courses/:title/:id/filter',
    });
  });
});
