/** Reusable timing patterns and venues for programs (bilingual). */

export interface Timing {
  en: string;
  ar: string;
  start: string;
  end: string;
  /** teaching hours per session */
  hoursPerSession: number;
  /** sessions per calendar week */
  perWeek: number;
}

export const TIMINGS = {
  eve: {
    en: '<p>Sun–Thu, 6:00 pm – 9:00 pm</p>',
    ar: '<p>الأحد – الخميس، 6:00 مساءً – 9:00 مساءً</p>',
    start: '18:00',
    end: '21:00',
    hoursPerSession: 3,
    perWeek: 5,
  },
  day: {
    en: '<p>Mon–Thu, 9:00 am – 4:00 pm</p>',
    ar: '<p>الاثنين – الخميس، 9:00 صباحاً – 4:00 مساءً</p>',
    start: '09:00',
    end: '16:00',
    hoursPerSession: 7,
    perWeek: 4,
  },
  wkend: {
    en: '<p>Sat &amp; Sun, 10:00 am – 5:00 pm</p>',
    ar: '<p>السبت والأحد، 10:00 صباحاً – 5:00 مساءً</p>',
    start: '10:00',
    end: '17:00',
    hoursPerSession: 7,
    perWeek: 2,
  },
  morning: {
    en: '<p>Mon–Fri, 9:00 am – 12:00 pm</p>',
    ar: '<p>الاثنين – الجمعة، 9:00 صباحاً – 12:00 ظهراً</p>',
    start: '09:00',
    end: '12:00',
    hoursPerSession: 3,
    perWeek: 5,
  },
  tt: {
    en: '<p>Tue &amp; Thu, 7:00 pm – 10:00 pm</p>',
    ar: '<p>الثلاثاء والخميس، 7:00 مساءً – 10:00 مساءً</p>',
    start: '19:00',
    end: '22:00',
    hoursPerSession: 3,
    perWeek: 2,
  },
  blend: {
    en: '<p>Online: Mon &amp; Wed, 7:00 pm – 9:00 pm</p><p>Classroom: Sat, 9:00 am – 3:00 pm</p>',
    ar: '<p>عبر الإنترنت: الاثنين والأربعاء، 7:00 مساءً – 9:00 مساءً</p><p>حضورياً: السبت، 9:00 صباحاً – 3:00 مساءً</p>',
    start: '19:00',
    end: '21:00',
    hoursPerSession: 3.3,
    perWeek: 3,
  },
  oneday: {
    en: '<p>One day, 9:00 am – 5:00 pm</p>',
    ar: '<p>يوم واحد، 9:00 صباحاً – 5:00 مساءً</p>',
    start: '09:00',
    end: '17:00',
    hoursPerSession: 8,
    perWeek: 7,
  },
} satisfies Record<string, Timing>;

export type TimingKey = keyof typeof TIMINGS;

export interface Venue {
  location_en: string;
  location_ar: string;
  area_en: string;
  area_ar: string;
  city_en: string;
  city_ar: string;
}

export const VENUES = {
  bb: {
    location_en: 'Institute Training Centre, Bay Square Building 5, 3rd Floor',
    location_ar: 'مركز التدريب التابع للمعهد، باي سكوير، المبنى 5، الطابق الثالث',
    area_en: 'Business Bay',
    area_ar: 'الخليج التجاري',
    city_en: 'Dubai',
    city_ar: 'دبي',
  },
  deira: {
    location_en: 'Deira Training Hall, Al Rigga Road',
    location_ar: 'قاعة التدريب في ديرة، شارع الرقة',
    area_en: 'Deira',
    area_ar: 'ديرة',
    city_en: 'Dubai',
    city_ar: 'دبي',
  },
  barsha: {
    location_en: 'Al Barsha Learning Suite, Al Barsha 1',
    location_ar: 'جناح التعلم في البرشاء، البرشاء 1',
    area_en: 'Al Barsha',
    area_ar: 'البرشاء',
    city_en: 'Dubai',
    city_ar: 'دبي',
  },
  dso: {
    location_en: 'Technology Park Training Rooms, Dubai Silicon Oasis',
    location_ar: 'قاعات التدريب في مجمع التقنية، واحة دبي للسيليكون',
    area_en: 'Dubai Silicon Oasis',
    area_ar: 'واحة دبي للسيليكون',
    city_en: 'Dubai',
    city_ar: 'دبي',
  },
  reem: {
    location_en: 'Abu Dhabi Branch, Sky Tower, Shams Abu Dhabi',
    location_ar: 'فرع أبوظبي، برج سكاي، شمس أبوظبي',
    area_en: 'Al Reem Island',
    area_ar: 'جزيرة الريم',
    city_en: 'Abu Dhabi',
    city_ar: 'أبوظبي',
  },
  shj: {
    location_en: 'Sharjah Training Centre, Al Majaz Waterfront',
    location_ar: 'مركز الشارقة للتدريب، واجهة المجاز المائية',
    area_en: 'Al Majaz',
    area_ar: 'المجاز',
    city_en: 'Sharjah',
    city_ar: 'الشارقة',
  },
  siteHills: {
    location_en: 'Client premises: developer head office',
    location_ar: 'مقر العميل: المكتب الرئيسي للمطور',
    area_en: 'Dubai Hills Estate',
    area_ar: 'دبي هيلز استيت',
    city_en: 'Dubai',
    city_ar: 'دبي',
  },
  siteDifc: {
    location_en: 'Client premises: bank learning centre',
    location_ar: 'مقر العميل: مركز التعلم في البنك',
    area_en: 'DIFC',
    area_ar: 'مركز دبي المالي العالمي',
    city_en: 'Dubai',
    city_ar: 'دبي',
  },
  siteDowntown: {
    location_en: 'Client premises: property management office',
    location_ar: 'مقر العميل: مكتب إدارة العقارات',
    area_en: 'Downtown Dubai',
    area_ar: 'وسط مدينة دبي',
    city_en: 'Dubai',
    city_ar: 'دبي',
  },
  siteKhalidiya: {
    location_en: 'Client premises: corporate offices',
    location_ar: 'مقر العميل: مكاتب الشركة',
    area_en: 'Al Khalidiyah',
    area_ar: 'الخالدية',
    city_en: 'Abu Dhabi',
    city_ar: 'أبوظبي',
  },
  siteNahda: {
    location_en: 'Client premises: community management office',
    location_ar: 'مقر العميل: مكتب إدارة المجتمع',
    area_en: 'Al Nahda',
    area_ar: 'النهدة',
    city_en: 'Sharjah',
    city_ar: 'الشارقة',
  },
} satisfies Record<string, Venue>;

export type VenueKey = keyof typeof VENUES;

export const LANGUAGES = {
  en: { en: 'English', ar: 'الإنجليزية' },
  ar: { en: 'Arabic', ar: 'العربية' },
  both: { en: 'English & Arabic', ar: 'الإنجليزية والعربية' },
} as const;

export type LangKey = keyof typeof LANGUAGES;
