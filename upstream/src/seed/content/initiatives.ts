import type { SeedInitiative } from './types';

/**
 * 4 social initiatives, 11 initiative programs (ID 1-11).
 * Fixtures: program 2 is full (Registered == SeatsPerProgram), program 6 has one seat left,
 * program 10 spans more than a month (always crosses a month boundary), program 1 is in the past
 * (certificate available). Single-day programs have equal start and end offsets.
 */
export const initiatives: SeedInitiative[] = [
  {
    InitID: 1, Link: 'first-time-buyers-awareness-sessions',
    InitTitle_en: 'Free Awareness Sessions for First-Time Buyers',
    InitTitle_ar: 'جلسات توعوية مجانية لمشتري المسكن الأول',
    InitDesc_en: '<p>Buying a first home is one of the biggest financial decisions a family makes. These free community sessions explain, in plain language, how to set a realistic budget, what fees to expect, how mortgages and developer payment plans work and which documents to check before signing.</p><ul><li>How much can I afford?</li><li>Ready or off-plan: advantages and risks</li><li>Registration, fees and the transfer process</li><li>Open questions with a mortgage adviser and a lawyer</li></ul><p>Sessions are free of charge; registration is required because seats are limited.</p>',
    InitDesc_ar: '<p>يُعد شراء المسكن الأول من أكبر القرارات المالية التي تتخذها الأسرة. وتشرح هذه الجلسات المجتمعية المجانية بلغة بسيطة كيفية وضع ميزانية واقعية، والرسوم المتوقعة، وآلية عمل التمويل العقاري وخطط السداد لدى المطورين، والمستندات التي ينبغي التحقق منها قبل التوقيع.</p><ul><li>ما المبلغ الذي أستطيع تحمّله؟</li><li>العقار الجاهز أم على الخارطة: المزايا والمخاطر</li><li>التسجيل والرسوم وإجراءات نقل الملكية</li><li>أسئلة مفتوحة مع مستشار تمويل عقاري ومحامٍ</li></ul><p>الجلسات مجانية، ويلزم التسجيل المسبق نظراً لمحدودية المقاعد.</p>',
    InstructorIDs: [6, 5], Languages_en: 'Arabic, English', Languages_ar: 'العربية، الإنجليزية', SeatsPerProgram: 40,
    InitPhoto: { title_en: 'First-Time Buyers', title_ar: 'مشترو المسكن الأول', palette: 'sand', icon: 'home' },
    programs: [
      { ID: 1, InitID: 1, StartDateOffsetDays: -30, EndDateOffsetDays: -30, TimeSlot_form: '18:00', TimeSlot_to: '20:30', Registered: 37, InitLocation_en: 'Institute Training Centre, Business Bay, Dubai', InitLocation_ar: 'مركز التدريب التابع للمعهد، الخليج التجاري، دبي', HasCert: true },
      { ID: 2, InitID: 1, StartDateOffsetDays: 10, EndDateOffsetDays: 10, TimeSlot_form: '18:00', TimeSlot_to: '20:30', Registered: 40, InitLocation_en: 'Institute Training Centre, Business Bay, Dubai', InitLocation_ar: 'مركز التدريب التابع للمعهد، الخليج التجاري، دبي', HasCert: true },
      { ID: 3, InitID: 1, StartDateOffsetDays: 31, EndDateOffsetDays: 31, TimeSlot_form: '10:00', TimeSlot_to: '13:00', Registered: 12, InitLocation_en: 'Sharjah Training Centre, Al Majaz, Sharjah', InitLocation_ar: 'مركز الشارقة للتدريب، المجاز، الشارقة', HasCert: true },
    ],
  },
  {
    InitID: 2, Link: 'emirati-youth-career-day',
    InitTitle_en: 'Emirati Youth Career Day in Real Estate',
    InitTitle_ar: 'يوم المهن العقارية للشباب الإماراتي',
    InitDesc_en: '<p>A day dedicated to Emirati students and recent graduates who want to explore careers in real estate. Participants meet employers, attend short taster workshops in brokerage, valuation, community management and PropTech, and receive one-to-one advice on their CVs.</p><ul><li>Taster workshops led by our instructors</li><li>Meetings with developers, banks and government entities</li><li>CV clinic and interview practice</li></ul><p>Open to UAE nationals aged 18 to 30. A certificate of participation is issued.</p>',
    InitDesc_ar: '<p>يوم مخصص للطلاب والخريجين الجدد من المواطنين الراغبين في استكشاف المسارات المهنية في القطاع العقاري، يلتقي فيه المشاركون بأصحاب العمل، ويحضرون ورشاً تعريفية قصيرة في الوساطة والتقييم وإدارة المجتمعات والتقنيات العقارية، ويحصلون على استشارات فردية بشأن سيرهم الذاتية.</p><ul><li>ورش تعريفية يقدمها مدربو المعهد</li><li>لقاءات مع المطورين والبنوك والجهات الحكومية</li><li>عيادة السيرة الذاتية والتدرب على المقابلات</li></ul><p>المشاركة متاحة لمواطني الدولة من عمر 18 إلى 30 عاماً، وتُمنح شهادة مشاركة.</p>',
    InstructorIDs: [1, 2, 8], Languages_en: 'Arabic', Languages_ar: 'العربية', SeatsPerProgram: 120,
    InitPhoto: { title_en: 'Emirati Youth Career Day', title_ar: 'يوم المهن للشباب الإماراتي', palette: 'gold', icon: 'person' },
    programs: [
      { ID: 4, InitID: 2, StartDateOffsetDays: 18, EndDateOffsetDays: 18, TimeSlot_form: '09:00', TimeSlot_to: '15:00', Registered: 86, InitLocation_en: 'Institute Training Centre, Business Bay, Dubai', InitLocation_ar: 'مركز التدريب التابع للمعهد، الخليج التجاري، دبي', HasCert: true },
      { ID: 5, InitID: 2, StartDateOffsetDays: 46, EndDateOffsetDays: 47, TimeSlot_form: '09:00', TimeSlot_to: '14:00', Registered: 35, InitLocation_en: 'Abu Dhabi Branch, Al Reem Island, Abu Dhabi', InitLocation_ar: 'فرع أبوظبي، جزيرة الريم، أبوظبي', HasCert: true },
    ],
  },
  {
    InitID: 3, Link: 'tenants-rights-clinic',
    InitTitle_en: 'Tenants\' Rights Clinic',
    InitTitle_ar: 'عيادة حقوق المستأجرين',
    InitDesc_en: '<p>A free clinic where tenants can learn their rights and obligations under the tenancy laws and get general guidance on common issues: rent increases, maintenance requests, deposits, eviction notices and how to file a case with the Rental Disputes Centre.</p><ul><li>A short talk on the main rules</li><li>Small-group questions with a legal consultant</li><li>Practical templates for notices and requests</li></ul><p>The clinic provides general information, not legal representation.</p>',
    InitDesc_ar: '<p>عيادة مجانية يتعرف فيها المستأجرون على حقوقهم والتزاماتهم وفق قوانين الإيجار، ويحصلون على إرشادات عامة بشأن المسائل الشائعة، مثل زيادة الإيجار وطلبات الصيانة ومبالغ التأمين وإخطارات الإخلاء وكيفية رفع دعوى أمام مركز فض المنازعات الإيجارية.</p><ul><li>محاضرة قصيرة حول القواعد الرئيسية</li><li>أسئلة في مجموعات صغيرة مع مستشار قانوني</li><li>نماذج عملية للإخطارات والطلبات</li></ul><p>تقدّم العيادة معلومات عامة ولا تُعد تمثيلاً قانونياً.</p>',
    InstructorIDs: [5], Languages_en: 'Arabic, English', Languages_ar: 'العربية، الإنجليزية', SeatsPerProgram: 25,
    InitPhoto: { title_en: 'Tenants\' Rights Clinic', title_ar: 'عيادة حقوق المستأجرين', palette: 'navy', icon: 'scale' },
    programs: [
      { ID: 6, InitID: 3, StartDateOffsetDays: 8, EndDateOffsetDays: 8, TimeSlot_form: '17:00', TimeSlot_to: '19:00', Registered: 24, InitLocation_en: 'Deira Training Hall, Al Rigga Road, Dubai', InitLocation_ar: 'قاعة التدريب في ديرة، شارع الرقة، دبي', HasCert: false },
      { ID: 7, InitID: 3, StartDateOffsetDays: 29, EndDateOffsetDays: 29, TimeSlot_form: '17:00', TimeSlot_to: '19:00', Registered: 9, InitLocation_en: 'Al Barsha Learning Suite, Al Barsha 1, Dubai', InitLocation_ar: 'جناح التعلم في البرشاء، البرشاء 1، دبي', HasCert: false },
      { ID: 8, InitID: 3, StartDateOffsetDays: 57, EndDateOffsetDays: 57, TimeSlot_form: '10:00', TimeSlot_to: '12:00', Registered: 3, InitLocation_en: 'Sharjah Training Centre, Al Majaz, Sharjah', InitLocation_ar: 'مركز الشارقة للتدريب، المجاز، الشارقة', HasCert: false },
      { ID: 9, InitID: 3, StartDateOffsetDays: 84, EndDateOffsetDays: 84, TimeSlot_form: '17:00', TimeSlot_to: '19:00', Registered: 0, InitLocation_en: 'Institute Training Centre, Business Bay, Dubai', InitLocation_ar: 'مركز التدريب التابع للمعهد، الخليج التجاري، دبي', HasCert: false },
    ],
  },
  {
    InitID: 4, Link: 'sustainability-in-communities',
    InitTitle_en: 'Sustainability in Our Communities',
    InitTitle_ar: 'الاستدامة في مجتمعاتنا',
    InitDesc_en: '<p>A community programme for residents, owners\' committee members and building staff who want to make their communities greener. Over several weekly meetings, participants learn to read utility bills, reduce cooling and water consumption, organise recycling and propose practical improvements to their owners\' association.</p><ul><li>Energy and water saving at home and in common areas</li><li>Recycling and waste reduction</li><li>Preparing a proposal for the owners\' association</li></ul><p>Participants who attend all meetings receive a certificate.</p>',
    InitDesc_ar: '<p>برنامج مجتمعي موجّه إلى السكان وأعضاء لجان الملاك والعاملين في المباني الراغبين في جعل مجتمعاتهم أكثر استدامة. ويتعلم المشاركون على مدى عدة لقاءات أسبوعية قراءة فواتير الخدمات، وخفض استهلاك التبريد والمياه، وتنظيم إعادة التدوير، وتقديم مقترحات عملية لجمعية الملاك.</p><ul><li>ترشيد الطاقة والمياه في المنازل والأجزاء المشتركة</li><li>إعادة التدوير وتقليل النفايات</li><li>إعداد مقترح لجمعية الملاك</li></ul><p>يحصل المشاركون الذين يحضرون جميع اللقاءات على شهادة.</p>',
    InstructorIDs: [8, 2], Languages_en: 'English, Arabic', Languages_ar: 'الإنجليزية، العربية', SeatsPerProgram: 30,
    InitPhoto: { title_en: 'Sustainability in Our Communities', title_ar: 'الاستدامة في مجتمعاتنا', palette: 'teal', icon: 'leaf' },
    programs: [
      { ID: 10, InitID: 4, StartDateOffsetDays: 40, EndDateOffsetDays: 75, TimeSlot_form: '10:00', TimeSlot_to: '13:00', Registered: 14, InitLocation_en: 'Technology Park Training Rooms, Dubai Silicon Oasis, Dubai', InitLocation_ar: 'قاعات التدريب في مجمع التقنية، واحة دبي للسيليكون، دبي', HasCert: true },
      { ID: 11, InitID: 4, StartDateOffsetDays: 21, EndDateOffsetDays: 23, TimeSlot_form: '16:00', TimeSlot_to: '19:00', Registered: 18, InitLocation_en: 'Abu Dhabi Branch, Al Reem Island, Abu Dhabi', InitLocation_ar: 'فرع أبوظبي، جزيرة الريم، أبوظبي', HasCert: true },
    ],
  },
];

/** fixture ids for tests */
export const INIT_PROGRAM_FULL = 2;
export const INIT_PROGRAM_ONE_SEAT_LEFT = 6;
export const INIT_PROGRAM_TWO_MONTHS = 10;
