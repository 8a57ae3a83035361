import { z } from 'zod';
import {
  ANONYMOUS_USER_ID,
  AlbumSchema,
  CartResponseSchema,
  CourseSchema,
  DEFAULT_COUNTRY,
  EMPTY_FILE_ID,
  EnquiryRequestSchema,
  ErrorEnvelopeSchema,
  HEADERS,
  MISSING_CODES,
  OrderWithLinesSchema,
  PROFILE_CODES,
  PasswordSchema,
  ProfileSchema,
  ProgramSchema,
  SettingsSchema,
  SignUpUserSchema,
  allEndpoints,
  endpoints,
  envelope,
  getCourse,
  getMembershipsAndBooks,
  type Course,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
  type Program,
  type Settings,
} from '@/lib/contract';
import { expectType, type Equal } from '../../support/types';

const photo = '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b';

const course: Course = {
  ProductId: 12,
  Link: 'real-estate-brokerage-fundamentals',
  MainPhoto: photo,
  ProductTitle_en: 'Real Estate Brokerage Fundamentals',
  ProductTitle_ar: 'أساسيات الوساطة العقارية',
  ProductShortDescription_en: 'The licensing course for new brokers in Dubai.',
  ProductShortDescription_ar: 'دورة الترخيص للوسطاء العقاريين الجدد في دبي.',
  ProductDescription_en: '<p>Learn the law, ethics and practice of brokerage.</p>',
  ProductDescription_ar: '<p>تعرّف على القانون وأخلاقيات المهنة وممارسة الوساطة.</p>',
  CategoryId: 3,
  CatLink: 'brokerage',
  CategoryTitle_en: 'Brokerage',
  CategoryTitle_ar: 'الوساطة العقارية',
  Price: 1850,
  OldPrice: 2100.5,
  CreditHours: 12,
  HasExam: true,
  ExtraInfo3: null,
};

const program: Program = {
  PriceOptionID: 401,
  ProductId: 12,
  Link: 'real-estate-brokerage-fundamentals',
  ProductTitle_en: 'Real Estate Brokerage Fundamentals',
  ProductTitle_ar: 'أساسيات الوساطة العقارية',
  StartDate_DESC: '2026-12-01T09:00:00.000Z',
  EndDate_DESC: '2026-12-03T14:00:00.000Z',
  MaxStudents: 42,
  CreditHours: 12,
  CourseType: 'Onsite',
  CourseTypeID: 1,
  CourseType_en: 'Classroom',
  CourseType_ar: 'حضوري',
  CourseLanguages_en: 'Arabic, English',
  CourseLanguages_ar: 'العربية، الإنجليزية',
  LastDateToRegister_DESC: '2026-11-28T20:00:00.000Z',
  InstructorIDs_en: 'Ahmed Al Mansoori',
  InstructorIDs_ar: 'أحمد المنصوري',
  CourseTiming_en: '<p>9:00 AM - 2:00 PM</p>',
  CourseTiming_ar: '<p>من 9:00 صباحًا إلى 2:00 ظهرًا</p>',
  CourseLocation_en: 'Training Hall 2',
  CourseLocation_ar: 'قاعة التدريب 2',
  CourseArea_en: 'Al Garhoud',
  CourseArea_ar: 'القرهود',
  CourseCity_en: 'Dubai',
  CourseCity_ar: 'دبي',
  SchedulePrice: 1850,
  OldPrice: 0,
  HasExam: true,
  WithExam: false,
  ExamPrice: 350,
  TID_ExamSchedule_DESC: '2026-12-10T09:00:00.000Z',
};

const settings: Settings = {
  EmailAddress: 'info@institute.ae',
  PhoneNumber: '+971 4 123 4567',
  POBox: '12345',
  TheAddress_en: 'Office 301, Al Garhoud, Dubai, UAE',
  TheAddress_ar: 'مكتب 301، القرهود، دبي، الإمارات العربية المتحدة',
  GoogleMapIframe: '<iframe src="https://www.google.com/maps/embed?pb=x"></iframe>',
  WhatsappLink: 'https://wa.me/97141234567',
  TrainingCalendar: EMPTY_FILE_ID,
  Facebook: 'https://facebook.com/institute',
  Instagram: null,
  Twitter: 'https://x.com/institute',
  Youtube: null,
  AndroidApp: null,
  IosApp: null,
  Linkedin: 'https://linkedin.com/company/institute',
  Tiktok: null,
  Snapchat: null,
};

describe('contract constants', () => {
  it('uses the spec values for anonymous user, empty file and default country', () => {
    expect(ANONYMOUS_USER_ID).toBe('00000000-0000-0000-0000-000000000000');
    expect(EMPTY_FILE_ID).toBe('00000000-0000-0000-0000-000000000000');
    expect(DEFAULT_COUNTRY).toBe('AE');
    expect(HEADERS.uniqueId).toBe('x-unique-id');
    expect(Object.values(HEADERS).every((h) => h === h.toLowerCase())).toBe(true);
    expect(PROFILE_CODES).toEqual([301, 302, 303, 304, 305, 306, 307, 308]);
    expect(MISSING_CODES).toEqual([901, 902, 903, 904, 905, 906, 907, 999]);
  });
});

describe('entity schemas', () => {
  it('parse realistic bilingual payloads', () => {
    expect(CourseSchema.parse(course)).toEqual(course);
    expect(ProgramSchema.parse(program).ProductTitle_ar).toBe('أساسيات الوساطة العقارية');
    expect(SettingsSchema.parse(settings).TheAddress_ar).toContain('دبي');
    expect(
      AlbumSchema.parse({
        AlbumID: 5,
        AlbumType: 1,
        AlbumTitle_en: 'Graduation 2026',
        AlbumTitle_ar: 'حفل التخرج 2026',
        AlbumDescription_en: null,
        AlbumDescription_ar: null,
        AlbumCover: photo,
        VideoUrl: null,
        AlbumPhotos: `${photo}###${EMPTY_FILE_ID}`,
      }).AlbumPhotos.split('###'),
    ).toHaveLength(2);
  });

  it('parses a profile with Arabic names and a missing date of birth', () => {
    const profile = ProfileSchema.parse({
      UniqueID: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      FirstName: 'Fatima',
      MiddleName: null,
      LastName: 'Al Hashimi',
      FirstName_ar: 'فاطمة',
      MiddleName_ar: null,
      LastName_ar: 'الهاشمي',
      CompanyName: null,
      TRN: null,
      ProfilePhoto: EMPTY_FILE_ID,
      EID: '784199012345678',
      IsEIDVerified: false,
      EID_front_ByUser: photo,
      EID_back_ByUser: EMPTY_FILE_ID,
      DOB: null,
      Gender: 2,
      PreferredLanguage: 'ar',
      EmailAddress: 'fatima@example.ae',
      IsEmailVerified: true,
      MobileNumber: 501234567,
      CountryID: 1,
    });
    expect(profile.LastName_ar).toBe('الهاشمي');
  });

  it('parses the get-course, get-cart and get-order envelopes', () => {
    const courseData = envelope(getCourse.response).parse({
      data: { course, related: [course], other: [], programs: [program] },
    });
    expect(courseData.data.programs[0].CourseCity_ar).toBe('دبي');

    const cart = CartResponseSchema.parse({
      summary: { SubTotal: 2200, Discount: 0, TotalAfterDiscount: 2200, VAT: 110, Total: 2310, CNT: 2 },
      cart: {
        items: [
          { ItemID: 401, ItemType: 'program', CITID: 9001, DiplomaLang: null },
          { ItemID: 401, ItemType: 'exam', CITID: 9002, DiplomaLang: null },
        ],
        programs: [
          {
            CITID: 9001,
            ProductId: 12,
            Link: course.Link,
            ProductTitle_en: course.ProductTitle_en,
            ProductTitle_ar: course.ProductTitle_ar,
            CourseType_en: 'Classroom',
            CourseType_ar: 'حضوري',
            StartDate_DESC: program.StartDate_DESC,
            EndDate_DESC: program.EndDate_DESC,
            CourseLanguages_en: 'Arabic',
            CourseLanguages_ar: 'العربية',
            HasExam: true,
            ExamPrice: 350,
            EX_CITID: 9002,
            PriceOptionID: 401,
            SchedulePrice: 1850,
          },
        ],
        diplomas: [],
        memberships: [],
        books: [],
      },
    });
    expect(cart.cart.programs[0].EX_CITID).toBe(9002);

    const order = OrderWithLinesSchema.parse({
      order: {
        OrderID: 1001,
        OrderUniqueID: 'c0ffee00-1234-4abc-8def-000000000001',
        OrderDate: '2026-11-20T10:15:00.000Z',
        OrderTotal: 1942.5,
        PaymentStatusID: 2,
        PaymentStatusTitle_en: 'Paid',
        PaymentStatusTitle_ar: 'مدفوع',
        PaymentLink: null,
        Invoice: '/en/invoice?uid=x&oid=y',
        Receipt: '/en/receipt?uid=x&oid=y',
        CreditNote: null,
        FirstName: 'Omar',
        LastName: 'Al Nuaimi',
        CompanyName: null,
        TRN: '-',
        SubTotal: 1850,
        Discount: 0,
        TotalAfterDiscount: 1850,
        VAT: 92.5,
        PaymentReceivedDate: '2026-11-20T10:20:00.000Z',
        PaymentReceiveType: 'Card',
        RefundDate: null,
      },
      items: [
        {
          ItemName_en: course.ProductTitle_en,
          ItemName_ar: course.ProductTitle_ar,
          ItemType: 'program',
          Price: 1850,
          TAX: 92.5,
          CourseLanguages_en: 'Arabic',
          CourseLanguages_ar: 'العربية',
          CourseType_en: 'Classroom',
          CourseType_ar: 'حضوري',
          CourseLocation_en: 'Training Hall 2',
          CourseLocation_ar: 'قاعة التدريب 2',
          StartDate_DESC: program.StartDate_DESC,
          EndDate_DESC: program.EndDate_DESC,
          CourseTiming_en: null,
          CourseTiming_ar: null,
        },
      ],
    });
    expect(order.items[0].TAX).toBe(92.5);
  });

  it('rejects a payload missing a required field', () => {
    const { ProductTitle_ar: _omit, ...withoutArabicTitle } = course;
    expect(CourseSchema.safeParse(withoutArabicTitle).success).toBe(false);
    const { TrainingCalendar: _tc, ...noCalendar } = settings;
    expect(SettingsSchema.safeParse(noCalendar).success).toBe(false);
    expect(ProgramSchema.safeParse({ ...program, CourseTypeID: 6 }).success).toBe(false);
    expect(envelope(CourseSchema).safeParse(course).success).toBe(false);
  });

  it('validates requests by the validation rules', () => {
    expect(PasswordSchema.safeParse('abcdefg1!').success).toBe(true);
    expect(PasswordSchema.safeParse('abcdefgh1').success).toBe(false);
    expect(PasswordSchema.safeParse('ab1!').success).toBe(false);
    const signUp = SignUpUserSchema.parse({
      email: ' new.user@example.ae ',
      password: 'Secret#2026',
      token: 'tok',
      otp: '123456',
      FirstName: 'Mariam',
      LastName: 'Al Suwaidi',
      RegType: 'email',
      MobileNumber: 501234567,
    });
    expect(signUp.CountryID).toBe(1);
    expect(signUp.email).toBe('new.user@example.ae');
    expect(
      EnquiryRequestSchema.safeParse({
        name: 'خالد',
        email: 'not-an-email',
        phone: '0501234567',
        message: 'أرغب في معرفة مواعيد الدورة',
        isCourse: false,
        courseId: null,
        Subject: 'New Enquiry from خالد',
        Body: 'أرغب في معرفة مواعيد الدورة',
      }).success,
    ).toBe(false);
  });

  it('requires the enquiry message only for general enquiries', () => {
    const base = {
      name: 'خالد الكعبي',
      email: 'khalid@example.ae',
      phone: '0501234567',
      isCourse: false,
      courseId: null,
      Subject: 'New Enquiry from خالد الكعبي',
      Body: 'أرغب في معرفة مواعيد الدورة القادمة',
    };
    expect(EnquiryRequestSchema.safeParse({ ...base, message: 'أرغب في معرفة مواعيد الدورة القادمة' }).success).toBe(
      true,
    );
    expect(EnquiryRequestSchema.safeParse({ ...base, message: null }).success).toBe(false);
    expect(EnquiryRequestSchema.safeParse({ ...base, message: null, isCourse: true, courseId: 12 }).success).toBe(true);
  });

  it('parses the error envelope', () => {
    expect(ErrorEnvelopeSchema.parse({ error: { code: 'unauthorized' } }).error.code).toBe('unauthorized');
    expect(ErrorEnvelopeSchema.safeParse({ data: 1 }).success).toBe(false);
  });
});

describe('endpoints', () => {
  it('every endpoint has a unique method + path', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(55);
    for (const e of allEndpoints) expect(e.path).toMatch(/^[A-Za-z]+\/[a-z-]+$/);
  });

  it('covers every call of spec section 7', () => {
    const paths = new Set(allEndpoints.map((e) => e.path));
    for (const p of [
      'Shared/visit',
      'Shared/get-settings',
      'Shared/init-reg',
      'Courses/get-course',
      'Courses/generate-orders',
      'AcademicPrograms/get-diploma',
      'Cart/submit-order',
      'Cart/get-order',
      'MambershipsAndBooks/get-memberships-and-books',
      'User/sign-up',
      'User/get-customer-order-items',
      'User/get-customer-inits',
    ])
      expect(paths.has(p)).toBe(true);
    expect(endpoints.cart.cartTotal.path).toBe('Cart/cart-total');
    expect(endpoints.courses.generateOrders.auth).toBe('staff');
  });

  it('GET endpoints carry no body and query numbers coerce from text', () => {
    const gets = allEndpoints.filter((e) => e.method === 'GET');
    expect(gets.length).toBeGreaterThan(0);
    for (const e of gets) expect(e.body).toBeUndefined();
    expect(getCourse.query.parse({ id: '12', top: '1000' })).toEqual({ id: 12, top: 1000 });
    expect(getCourse.query.safeParse({ id: 'abc', top: '1000' }).success).toBe(false);
    expect(getMembershipsAndBooks.query.safeParse({ type: '2' }).success).toBe(false);
  });

  it('exposes typed helpers', () => {
    // Compile-time checks: `npm run typecheck` fails when a helper loses or widens its types (tests/support/types.ts).
    type AddToCart = typeof endpoints.cart.addToCart;
    type SubmitOrder = typeof endpoints.cart.submitOrder;
    // the query as the caller passes it (numbers may be text), the body as sent, the payload as parsed
    expectType<Equal<EndpointQuery<typeof getCourse>, z.input<typeof getCourse.query>>>();
    expectType<Equal<EndpointBody<AddToCart>, z.input<AddToCart['body']>>>();
    expectType<Equal<EndpointResponse<SubmitOrder>, z.output<SubmitOrder['response']>>>();
    expectType<Equal<EndpointBody<typeof getCourse>, undefined>>();
    expectType<Equal<EndpointBody<AddToCart>['ItemType'], 'program' | 'diploma' | 'membership' | 'book' | 'exam'>>();
    expectType<Equal<EndpointBody<AddToCart>['DiplomaLang'], 'en' | 'ar' | null>>();
    expectType<Equal<EndpointResponse<SubmitOrder>, { OrderUniqueID: string; Total: number }>>();
    expect(z.toJSONSchema(getCourse.query, { io: 'input' })).toBeTruthy();
  });
});
