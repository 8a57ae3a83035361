import type { ImageSpec, Palette, SeedAlbum } from './types';

/** Albums 1-6: photo albums (type 1); 7-12: video albums (type 2). */

type PhotoAlbum = {
  id: number;
  daysAgo: number;
  palette: Palette;
  title_en: string;
  title_ar: string;
  desc_en: string;
  desc_ar: string;
  photos: [string, string][];
};

const PHOTO: PhotoAlbum[] = [
  {
    id: 1,
    daysAgo: 163,
    palette: 'gold',
    title_en: 'Annual Graduation Ceremony',
    title_ar: 'حفل التخرج السنوي',
    desc_en:
      'Graduates of our diplomas and professional courses celebrate with their families, trainers and partners in Business Bay.',
    desc_ar: 'خريجو برامج الدبلوم والدورات المهنية يحتفلون مع أسرهم ومدربيهم وشركائنا في الخليج التجاري.',
    photos: [
      ['Welcome address', 'كلمة الترحيب'],
      ['Top graduates on stage', 'أوائل الخريجين على المنصة'],
      ['Diploma presentation', 'تسليم الشهادات'],
      ['Career panel discussion', 'الجلسة الحوارية المهنية'],
      ["Partners' recognition", 'تكريم الشركاء'],
      ['Family photo corner', 'ركن الصور العائلية'],
      ['Group photo of the class', 'الصورة الجماعية للدفعة'],
    ],
  },
  {
    id: 2,
    daysAgo: 120,
    palette: 'navy',
    title_en: 'Broker Certification Bootcamp',
    title_ar: 'المعسكر التدريبي لشهادة الوسطاء',
    desc_en:
      'An intensive weekend of revision and mock examinations for candidates preparing for the broker licensing exam.',
    desc_ar: 'عطلة نهاية أسبوع مكثفة من المراجعة والاختبارات التجريبية للمرشحين الذين يستعدون لاختبار ترخيص الوسطاء.',
    photos: [
      ['Morning revision session', 'جلسة المراجعة الصباحية'],
      ['Mock exam in progress', 'أثناء الاختبار التجريبي'],
      ['Group problem solving', 'حل المسائل في مجموعات'],
      ['Trainer feedback', 'ملاحظات المدرب'],
      ['Closing session', 'الجلسة الختامية'],
    ],
  },
  {
    id: 3,
    daysAgo: 95,
    palette: 'teal',
    title_en: 'Community Management Site Visit',
    title_ar: 'زيارة ميدانية في إدارة المجتمعات',
    desc_en:
      'Participants of the facilities maintenance course toured the plant rooms and control centre of a large residential community.',
    desc_ar: 'جال المشاركون في دورة صيانة المرافق في غرف المعدات ومركز التحكم في أحد المجتمعات السكنية الكبرى.',
    photos: [
      ['Arrival at the community', 'الوصول إلى المجتمع'],
      ['Chiller plant room', 'غرفة محطة التبريد'],
      ['Fire control panel briefing', 'شرح لوحة التحكم في الحريق'],
      ['Pump room inspection', 'فحص غرفة المضخات'],
      ['Control centre', 'مركز التحكم'],
      ['Q&A with the facilities team', 'أسئلة وأجوبة مع فريق المرافق'],
    ],
  },
  {
    id: 4,
    daysAgo: 70,
    palette: 'sand',
    title_en: 'Emirati Youth Career Day',
    title_ar: 'يوم المهن للشباب الإماراتي',
    desc_en:
      'Emirati students and graduates met employers from across the real-estate sector and took part in short career workshops.',
    desc_ar: 'التقى طلاب وخريجون مواطنون بأصحاب العمل من مختلف مجالات القطاع العقاري، وشاركوا في ورش مهنية قصيرة.',
    photos: [
      ['Opening of the career day', 'افتتاح يوم المهن'],
      ['Employer stands', 'أجنحة أصحاب العمل'],
      ['CV clinic', 'عيادة السيرة الذاتية'],
      ['Valuation taster workshop', 'ورشة تعريفية في التقييم'],
      ['Mentoring circles', 'حلقات الإرشاد المهني'],
      ['Interview practice', 'التدرب على المقابلات'],
      ['Networking lunch', 'غداء التعارف'],
      ['Certificates of participation', 'شهادات المشاركة'],
    ],
  },
  {
    id: 5,
    daysAgo: 45,
    palette: 'teal',
    title_en: 'Sustainability Week Workshops',
    title_ar: 'ورش أسبوع الاستدامة',
    desc_en:
      'Workshops on green buildings, energy efficiency and sustainable communities held at our Dubai Silicon Oasis venue.',
    desc_ar: 'ورش عمل حول المباني الخضراء وكفاءة الطاقة والمجتمعات المستدامة عُقدت في مقرنا بواحة دبي للسيليكون.',
    photos: [
      ['Keynote on net zero', 'الكلمة الرئيسية حول الحياد المناخي'],
      ['Energy audit exercise', 'تمرين تدقيق الطاقة'],
      ['Green materials display', 'معرض المواد المستدامة'],
      ['Panel with developers', 'جلسة حوارية مع المطورين'],
      ['Solar rooftop visit', 'زيارة الألواح الشمسية على السطح'],
      ['Workshop teams presenting', 'عروض فرق الورشة'],
      ['Closing remarks', 'الكلمة الختامية'],
      ["Participants' group photo", 'صورة جماعية للمشاركين'],
      ['Planting initiative', 'مبادرة التشجير'],
    ],
  },
  {
    id: 6,
    daysAgo: 20,
    palette: 'navy',
    title_en: 'Corporate Training at Client Sites',
    title_ar: 'التدريب المؤسسي في مقار العملاء',
    desc_en: 'Snapshots from onsite programmes delivered for developers, banks and property management companies.',
    desc_ar: 'لقطات من برامج تدريبية قُدّمت في مقار المطورين والبنوك وشركات إدارة العقارات.',
    photos: [
      ['Negotiation simulation', 'محاكاة التفاوض'],
      ['Mortgage workshop at a bank', 'ورشة التمويل العقاري في أحد البنوك'],
      ['Leasing team training', 'تدريب فريق التأجير'],
      ['AML compliance session', 'جلسة الامتثال لمكافحة غسل الأموال'],
      ['Certificate handover', 'تسليم الشهادات'],
      ['Team photo with the client', 'صورة جماعية مع العميل'],
    ],
  },
];

type VideoAlbum = [
  id: number,
  daysAgo: number,
  palette: Palette,
  title_en: string,
  title_ar: string,
  desc_en: string,
  desc_ar: string,
  videoId: string,
];

const VIDEO: VideoAlbum[] = [
  [
    7,
    150,
    'navy',
    'Introducing the Institute',
    'تعريف بالمعهد',
    'A short film about our accreditation, our trainers and the programmes we offer in English and Arabic.',
    'فيلم قصير عن اعتماداتنا ومدربينا والبرامج التي نقدمها باللغتين العربية والإنجليزية.',
    'Ab3dE5fG7hJ',
  ],
  [
    8,
    130,
    'gold',
    'Graduation Ceremony Highlights',
    'أبرز لحظات حفل التخرج',
    'The best moments of our annual graduation ceremony.',
    'أجمل لحظات حفل التخرج السنوي.',
    'Kl9mN2pQ4rS',
  ],
  [
    9,
    100,
    'teal',
    "Explained: Owners' Associations",
    'شرح مبسط: جمعيات الملاك',
    "Our community management expert explains how owners' associations work in three minutes.",
    'تشرح خبيرتنا في إدارة المجتمعات آلية عمل جمعيات الملاك في ثلاث دقائق.',
    'Tu6vW8xY1zA',
  ],
  [
    10,
    75,
    'sand',
    'Explained: The Cost of Buying a Home',
    'شرح مبسط: تكلفة شراء المسكن',
    'Fees, deposits and financing costs every first-time buyer should know.',
    'الرسوم والدفعة المقدمة وتكاليف التمويل التي ينبغي لكل مشترٍ للمرة الأولى معرفتها.',
    'Bc2dF4gH6jK',
  ],
  [
    11,
    50,
    'teal',
    'Sustainability Week Recap',
    'ملخص أسبوع الاستدامة',
    'A recap of our workshops on green buildings and sustainable communities.',
    'ملخص لورش العمل التي نظمناها حول المباني الخضراء والمجتمعات المستدامة.',
    'Lm5nP7qR9sT',
  ],
  [
    12,
    15,
    'navy',
    'Inside a Negotiation Simulation',
    'داخل محاكاة التفاوض',
    'Watch participants negotiate a commercial lease during our negotiation mastery course.',
    'شاهد المشاركين يتفاوضون على عقد إيجار تجاري خلال دورة إتقان التفاوض.',
    'Uv8wX0yZ2aB',
  ],
];

export const albums: SeedAlbum[] = [
  ...PHOTO.map((a): SeedAlbum => ({
    AlbumID: a.id,
    AlbumType: 1,
    AlbumTitle_en: a.title_en,
    AlbumTitle_ar: a.title_ar,
    AlbumDescription_en: a.desc_en,
    AlbumDescription_ar: a.desc_ar,
    AlbumCover: { title_en: a.title_en, title_ar: a.title_ar, palette: a.palette, icon: 'camera' },
    VideoUrl: null,
    AlbumPhotos: a.photos.map(([en, ar], i): ImageSpec => ({
      title_en: en,
      title_ar: ar,
      palette: (['navy', 'teal', 'gold', 'sand'] as Palette[])[(a.id + i) % 4] as Palette,
      icon: 'camera',
    })),
    DateOffsetDays: -a.daysAgo,
  })),
  ...VIDEO.map(([id, daysAgo, palette, title_en, title_ar, desc_en, desc_ar, vid]): SeedAlbum => ({
    AlbumID: id,
    AlbumType: 2,
    AlbumTitle_en: title_en,
    AlbumTitle_ar: title_ar,
    AlbumDescription_en: desc_en,
    AlbumDescription_ar: desc_ar,
    AlbumCover: { title_en, title_ar, palette, icon: 'play' },
    VideoUrl: `https://www.youtube.com/watch?v=${vid}`,
    AlbumPhotos: [],
    DateOffsetDays: -daysAgo,
  })),
];
