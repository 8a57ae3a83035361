/**
 * Seed content types: pure data, no database code.
 *
 * CONVENTIONS (read before consuming this folder)
 * - Field names follow spec section 3 exactly; bilingual fields are `X_en` / `X_ar`.
 * - DATES are never absolute. Every date-like field is an integer offset in days
 *   from a `baseDate` the seeder supplies (normally "today" at 00:00 Asia/Dubai, or a
 *   fixed date in tests). Such fields carry the suffix `OffsetDays`
 *   (e.g. `StartDateOffsetDays: 12` = baseDate + 12 days; negative = in the past).
 *   Times of day are separate `'HH:MM'` strings (24 h, Asia/Dubai, UTC+4).
 *   Use `resolveDate(baseDate, offsetDays, 'HH:MM')` from `./dates` to turn them into Dates.
 *   Only exception: a person's date of birth (`DOB`) is a fixed `'YYYY-MM-DD'` string.
 * - IMAGES are never files: every image is an `ImageSpec` that the seeder renders with
 *   sharp into a cover (title text + palette + optional icon name) and stores as a file id.
 *   Photo lists are `ImageSpec[]` (the seeder joins the resulting ids with '###').
 * - MONEY is in AED as plain numbers (whole dirhams or with 2 decimals); the seeder converts
 *   to integer fils. 0 means FREE (Price) or "no old price" (OldPrice).
 * - Booleans are real booleans (`HasExam: true`); the seeder maps them to 0/1 if needed.
 * - Instructors are referenced by id (`InstructorIDs: number[]`); the seeder renders the
 *   `InstructorIDs_en/_ar` name texts from `instructors`.
 * - Everything is deterministic: no randomness, no clock reads.
 */

export type Palette = 'navy' | 'gold' | 'teal' | 'sand';

/** An image to be generated: title text in both languages, a palette, optional icon name
 *  (a simple keyword such as 'building', 'key', 'chart', 'scale', 'handshake', 'leaf', 'person'). */
export interface ImageSpec {
  title_en: string;
  title_ar: string;
  palette: Palette;
  icon?: string;
}

/** A generated document (e.g. the training calendar). */
export interface FileSpec {
  kind: 'pdf' | 'png';
  fileName: string;
  title_en: string;
  title_ar: string;
  /** the calendar covers programs between these offsets (next 3 months) */
  fromOffsetDays: number;
  toOffsetDays: number;
}

/** Integer number of days relative to baseDate. */
type DayOffset = number;
/** 'HH:MM', 24 h, Asia/Dubai. */
type ClockTime = string;

export type CourseTypeId = 1 | 2 | 3 | 4 | 5;

export interface SeedCourseType {
  CourseTypeID: CourseTypeId;
  /** short machine code, also usable as the `CourseType` field */
  CourseType: 'classroom' | 'online-live' | 'blended' | 'workshop' | 'onsite';
  CourseType_en: string;
  CourseType_ar: string;
  /** brand colour of the type label */
  Color: string;
}

export interface SeedCategory {
  CategoryId: number;
  CatLink: string;
  CategoryTitle_en: string;
  CategoryTitle_ar: string;
  /** false only for category 7 (Clients), which is not a training field */
  IsTrainingField: boolean;
  DisplayOrder: number;
  image: ImageSpec;
}

export interface SeedCourse {
  ProductId: number;
  Link: string;
  ProductTitle_en: string;
  ProductTitle_ar: string;
  ProductShortDescription_en: string;
  ProductShortDescription_ar: string;
  /** simple HTML (<h3>, <p>, <ul><li>, <strong>) */
  ProductDescription_en: string;
  ProductDescription_ar: string;
  CategoryId: number;
  Price: number;
  OldPrice: number;
  CreditHours: number;
  HasExam: boolean;
  /** 0 when HasExam is false */
  ExamPrice: number;
  /** YouTube iframe markup for a few courses, else '' */
  ExtraInfo3: string;
  IsFeatured: boolean;
  MainPhoto: ImageSpec;
}

export interface SeedProgram {
  PriceOptionID: number;
  ProductId: number;
  CourseTypeID: CourseTypeId;
  StartDateOffsetDays: DayOffset;
  EndDateOffsetDays: DayOffset;
  StartTime: ClockTime;
  EndTime: ClockTime;
  /** absolute offset from baseDate (1-5 days before StartDateOffsetDays) */
  LastDateToRegisterOffsetDays: DayOffset;
  /** available seats */
  MaxStudents: number;
  CreditHours: number;
  CourseLanguages_en: string;
  CourseLanguages_ar: string;
  InstructorIDs: number[];
  CourseTiming_en: string;
  CourseTiming_ar: string;
  /** null when the type has no physical location (online live) */
  CourseLocation_en: string | null;
  CourseLocation_ar: string | null;
  CourseArea_en: string | null;
  CourseArea_ar: string | null;
  CourseCity_en: string | null;
  CourseCity_ar: string | null;
  SchedulePrice: number;
  OldPrice: number;
  HasExam: boolean;
  ExamPrice: number;
  /** exam date offset when HasExam, else null */
  TID_ExamScheduleOffsetDays: DayOffset | null;
}

export interface SeedDiploma {
  DiplomaID: number;
  Link: string;
  DiplomaTitle_en: string;
  DiplomaTitle_ar: string;
  DiplomaShortDesc_en: string;
  DiplomaShortDesc_ar: string;
  /** HTML, 400+ words per language */
  DiplomaDesc_en: string;
  DiplomaDesc_ar: string;
  Price: number;
  OldPrice: number;
  CreditHours: number;
  /** ordered ProductIds; COURSES_COUNT = CourseIds.length */
  CourseIds: number[];
  /** true for diploma 4 only (language selector hidden, preset to en) */
  EnglishOnly: boolean;
  DiplomaCover: ImageSpec;
}

export interface SeedInstructor {
  InstructorID: number;
  InstructorLink: string;
  InstructorName_en: string;
  InstructorName_ar: string;
  /** HTML, 120-200 words per language */
  InstructorBio_en: string;
  InstructorBio_ar: string;
  CourseIds: number[];
  InstructorPhoto: ImageSpec;
}

export interface SeedArticle {
  ArticleID: number;
  Link: string;
  ArticleTitle_en: string;
  ArticleTitle_ar: string;
  ArticleContent_en: string;
  ArticleContent_ar: string;
  /** negative: days before baseDate */
  PublishDateOffsetDays: DayOffset;
  ArticlePhoto: ImageSpec;
  /** true only for the XSS test fixture (ArticleID 31) */
  IsSecurityFixture: boolean;
}

/** Testimonials carry both languages as `_en/_ar` pairs (no separate Lang field). */
export interface SeedTestimonial {
  TestimonialID: number;
  TestimonialType: 1 | 2;
  TestimonialName_en: string;
  TestimonialName_ar: string;
  /** role / company line under the name */
  TestimonialRole_en: string;
  TestimonialRole_ar: string;
  /** text, 40-90 words (type 1); short caption for type 2 */
  Testimonial_en: string;
  Testimonial_ar: string;
  TestimonialPhoto: ImageSpec | null;
  /** https://www.youtube.com/watch?v=<11 chars> for type 2, else null */
  TestimonialVideo: string | null;
  DisplayOrder: number;
}

export interface SeedAlbum {
  AlbumID: number;
  AlbumType: 1 | 2;
  AlbumTitle_en: string;
  AlbumTitle_ar: string;
  AlbumDescription_en: string;
  AlbumDescription_ar: string;
  AlbumCover: ImageSpec;
  /** type 2 only */
  VideoUrl: string | null;
  /** type 1: 5-9 photos; type 2: [] */
  AlbumPhotos: ImageSpec[];
  DateOffsetDays: DayOffset;
}

interface SeedInitiativeProgram {
  /** unique over all initiative programs */
  ID: number;
  InitID: number;
  StartDateOffsetDays: DayOffset;
  EndDateOffsetDays: DayOffset;
  /** spec spelling: "form" */
  TimeSlot_form: ClockTime;
  TimeSlot_to: ClockTime;
  Registered: number;
  InitLocation_en: string;
  InitLocation_ar: string;
  HasCert: boolean;
}

export interface SeedInitiative {
  InitID: number;
  Link: string;
  InitTitle_en: string;
  InitTitle_ar: string;
  InitDesc_en: string;
  InitDesc_ar: string;
  InstructorIDs: number[];
  Languages_en: string;
  Languages_ar: string;
  SeatsPerProgram: number;
  InitPhoto: ImageSpec;
  programs: SeedInitiativeProgram[];
}

export interface SeedMembership {
  MemID: number;
  /** 0 membership, 1 book */
  IsBook: 0 | 1;
  MemTitle_en: string;
  MemTitle_ar: string;
  MemDesc_en: string;
  MemDesc_ar: string;
  Price: number;
  MainPhoto: ImageSpec;
}

type StaticPageId =
  | 'terms-and-conditions'
  | 'privacy-policy'
  | 'about'
  | 'partners'
  | 'ceo-message'
  | 'payment-methods'
  | 'training-plan'
  | 'template';

export interface SeedStaticPage {
  PageId: StaticPageId;
  PageHeading_en: string;
  PageHeading_ar: string;
  PageContent_en: string;
  PageContent_ar: string;
}

type SitePageId =
  | 'home'
  | 'courses'
  | 'course'
  | 'academic-programs'
  | 'academic-program'
  | 'training-programs'
  | 'memberships'
  | 'books'
  | 'instructors'
  | 'instructor'
  | 'blog'
  | 'article'
  | 'media-center'
  | 'videos'
  | 'gallery'
  | 'contact'
  | 'login'
  | 'create-an-account'
  | 'forget-password'
  | 'cart'
  | 'payment'
  | 'payment-methods'
  | 'training-plan'
  | 'initiatives'
  | 'testimonial'
  | 'my-account'
  | 'page';

export type MetaPageId = SitePageId | StaticPageId;

export interface SeedPageMeta {
  PageId: MetaPageId;
  PageTitle_en: string;
  PageTitle_ar: string;
  /** 140-160 characters */
  PageDescription_en: string;
  PageDescription_ar: string;
  /** comma-separated */
  PageKeywords_en: string;
  PageKeywords_ar: string;
}

export interface SeedPartner {
  PartnerID: number;
  PartnerName_en: string;
  PartnerName_ar: string;
  /** 1-6 partners, 7 clients */
  CategoryId: number;
  /** partnership kind (clients: 'Client' / 'عميل') */
  CategoryTitle_en: string;
  CategoryTitle_ar: string;
  Website: string | null;
  DisplayOrder: number;
  PartnerLogo: ImageSpec;
}

export interface SeedPartnerNews {
  NewsID: number;
  Title_en: string;
  Title_ar: string;
  Text_en: string;
  Text_ar: string;
  /** site-relative, without language prefix */
  Link: string;
  DisplayOrder: number;
  image: ImageSpec;
}

export interface SeedSettings {
  InstituteName_en: string;
  InstituteName_ar: string;
  EmailAddress: string;
  PhoneNumber: string;
  POBox: string;
  /** Extension field: the P.O. box in Arabic. */
  POBox_ar: string;
  TheAddress_en: string;
  TheAddress_ar: string;
  /** OpenStreetMap embed URL (iframe src) */
  GoogleMapIframe: string;
  WhatsappLink: string | null;
  Facebook: string | null;
  Instagram: string | null;
  Twitter: string | null;
  Youtube: string | null;
  AndroidApp: string | null;
  IosApp: string | null;
  Linkedin: string | null;
  Tiktok: string | null;
  /** deliberately null: unset links must be hidden */
  Snapchat: string | null;
  TrainingCalendar: FileSpec | null;
  /** institute TRN printed on invoices: 15 digits starting 100 */
  TRN: string;
  /** regulator permit line printed on certificates */
  PermitLine_en: string;
  PermitLine_ar: string;
  /** licences / accreditations shown in 'who we are' and on certificates */
  Accreditations: { Name_en: string; Name_ar: string; logo: ImageSpec }[];
  /** bank details for the payment-methods page / invoices */
  Bank: { BankName_en: string; BankName_ar: string; AccountName: string; IBAN: string; SWIFT: string };
  /** AED charged for a returned cheque */
  ChequeReturnCharge: number;
  VatPercent: number;
  Logo: ImageSpec;
}

export interface SeedSlide {
  SlideID: number;
  DisplayOrder: number;
  IsPublished: boolean;
  IsActive: boolean;
  SlideTitle_en: string;
  SlideTitle_ar: string;
  SlideSubTitle_en: string;
  SlideSubTitle_ar: string;
  /** '' means no button */
  SlideButtonText_en: string;
  SlideButtonText_ar: string;
  /** site-relative paths without language prefix, e.g. '/courses' */
  Link_en: string;
  Link_ar: string;
  image: ImageSpec;
}

export interface SeedVoucher {
  Code: string;
  DiscountType: 'percent' | 'fixed';
  /** percent (0-100) or AED */
  Amount: number;
  ValidFromOffsetDays: DayOffset;
  ValidToOffsetDays: DayOffset;
  /** null = unlimited */
  UsageLimit: number | null;
  UsedCount: number;
  IsActive: boolean;
  /** minimum subtotal in AED before discount (0 = none) */
  MinSubTotal: number;
  Description: string;
}

type SeedRole = 'staff' | 'customer';

export interface SeedUser {
  UniqueID: string;
  Role: SeedRole;
  EmailAddress: string;
  /** PLAIN TEXT demo password; the seeder hashes it */
  Password: string;
  FirstName: string;
  MiddleName: string;
  LastName: string;
  FirstName_ar: string;
  MiddleName_ar: string;
  LastName_ar: string;
  CompanyName: string;
  TRN: string;
  /** 15 digits, starts 784 */
  EID: string;
  IsEIDVerified: boolean;
  /** fixed 'YYYY-MM-DD' (the one non-offset date) */
  DOB: string | null;
  Gender: 1 | 2;
  PreferredLanguage: 'en' | 'ar';
  IsEmailVerified: boolean;
  /** numeric string, 9 digits without country code */
  MobileNumber: string;
  CountryID: number;
  ProfilePhoto: ImageSpec | null;
}

export interface SeedContent {
  courseTypes: SeedCourseType[];
  categories: SeedCategory[];
  courses: SeedCourse[];
  programs: SeedProgram[];
  diplomas: SeedDiploma[];
  instructors: SeedInstructor[];
  articles: SeedArticle[];
  testimonials: SeedTestimonial[];
  albums: SeedAlbum[];
  initiatives: SeedInitiative[];
  memberships: SeedMembership[];
  pages: SeedStaticPage[];
  meta: SeedPageMeta[];
  partners: SeedPartner[];
  partnersNews: SeedPartnerNews[];
  settings: SeedSettings;
  slides: SeedSlide[];
  vouchers: SeedVoucher[];
  users: SeedUser[];
}
