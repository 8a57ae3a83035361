import type { Course, Diploma, Program } from '@/lib/contract';

export const PHOTO_ID = '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';

export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    ProductId: 12,
    Link: 'real-estate-brokerage-basics',
    MainPhoto: PHOTO_ID,
    ProductTitle_en: 'Real Estate Brokerage Basics',
    ProductTitle_ar: 'أساسيات الوساطة العقارية',
    ProductShortDescription_en: 'Learn the rules of brokerage in the UAE.',
    ProductShortDescription_ar: 'تعرّف على قواعد الوساطة العقارية في الإمارات.',
    ProductDescription_en: '<p>Long description</p>',
    ProductDescription_ar: '<p>وصف طويل</p>',
    CategoryId: 3,
    CatLink: 'brokerage',
    CategoryTitle_en: 'Brokerage',
    CategoryTitle_ar: 'الوساطة',
    Price: 1250,
    OldPrice: 1500,
    CreditHours: 16,
    HasExam: true,
    ExtraInfo3: null,
    ...overrides,
  };
}

export function makeProgram(overrides: Partial<Program> = {}): Program {
  return {
    PriceOptionID: 7,
    ProductId: 12,
    Link: 'real-estate-brokerage-basics',
    ProductTitle_en: 'Real Estate Brokerage Basics',
    ProductTitle_ar: 'أساسيات الوساطة العقارية',
    StartDate_DESC: '2026-12-01T05:00:00.000Z',
    EndDate_DESC: '2026-12-03T13:00:00.000Z',
    MaxStudents: 30,
    CreditHours: 16,
    CourseType: 'onsite',
    CourseTypeID: 5,
    CourseType_en: 'Onsite at Client',
    CourseType_ar: 'في موقع العميل',
    CourseLanguages_en: 'English, Arabic',
    CourseLanguages_ar: 'الإنجليزية، العربية',
    LastDateToRegister_DESC: '2026-11-25T19:59:00.000Z',
    InstructorIDs_en: 'Ahmed Al Mansoori, Sara Khan',
    InstructorIDs_ar: 'أحمد المنصوري، سارة خان',
    CourseTiming_en: '<p>Mon-Wed, 9:00 am to 5:00 pm</p>',
    CourseTiming_ar: '<p>الاثنين إلى الأربعاء، 9:00 ص إلى 5:00 م</p>',
    CourseLocation_en: 'Client HQ, Tower 2',
    CourseLocation_ar: 'مقر العميل، البرج 2',
    CourseArea_en: 'Business Bay',
    CourseArea_ar: 'الخليج التجاري',
    CourseCity_en: 'Dubai',
    CourseCity_ar: 'دبي',
    SchedulePrice: 1100,
    OldPrice: 1250,
    HasExam: true,
    WithExam: false,
    ExamPrice: 300,
    TID_ExamSchedule_DESC: null,
    ...overrides,
  };
}

export function makeDiploma(overrides: Partial<Diploma> = {}): Diploma {
  return {
    DiplomaID: 4,
    Link: 'professional-diploma-in-real-estate',
    DiplomaCover: PHOTO_ID,
    DiplomaTitle_en: 'Professional Diploma in Real Estate',
    DiplomaTitle_ar: 'الدبلوم المهني في العقارات',
    DiplomaShortDesc_en: 'Six courses that prepare you for the market.',
    DiplomaShortDesc_ar: 'ست دورات تعدّك لسوق العقارات.',
    DiplomaDesc_en: '<p>Long</p>',
    DiplomaDesc_ar: '<p>طويل</p>',
    COURSES_COUNT: 6,
    CreditHours: 120,
    Price: 9500,
    OldPrice: 0,
    ...overrides,
  };
}
