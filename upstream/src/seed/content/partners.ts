import type { Palette, SeedPartner, SeedPartnerNews } from './types';

type P = [
  id: number,
  cat: number,
  name_en: string,
  name_ar: string,
  kind_en: string,
  kind_ar: string,
  palette: Palette,
];

/** Partners 1-8 (CategoryId 1-6) and clients 9-18 (CategoryId 7). Fictional organisations. */
const ROWS: P[] = [
  [
    1,
    1,
    'Emirates Real Estate Regulatory Council',
    'المجلس الإماراتي للتنظيم العقاري',
    'Accreditation Partner',
    'شريك الاعتماد',
    'navy',
  ],
  [2, 1, 'Gulf Education Quality Authority', 'هيئة الخليج لجودة التعليم', 'Licensing Partner', 'شريك الترخيص', 'navy'],
  [
    3,
    3,
    'International Valuation Professionals Forum',
    'المنتدى الدولي لمهنيي التقييم',
    'Academic Partner',
    'الشريك الأكاديمي',
    'gold',
  ],
  [4, 5, 'Al Waha Islamic Bank', 'بنك الواحة الإسلامي', 'Banking Partner', 'الشريك المصرفي', 'sand'],
  [
    5,
    2,
    'Community Managers Association of the Gulf',
    'جمعية مديري المجتمعات في الخليج',
    'Professional Body Partner',
    'شريك الهيئة المهنية',
    'teal',
  ],
  [
    6,
    4,
    'Khalil & Partners Legal Consultants',
    'خليل وشركاه للاستشارات القانونية',
    'Legal Knowledge Partner',
    'الشريك المعرفي القانوني',
    'navy',
  ],
  [
    7,
    8,
    'Green Gulf Building Council',
    'مجلس الخليج للمباني الخضراء',
    'Sustainability Partner',
    'شريك الاستدامة',
    'teal',
  ],
  [8, 6, 'PropView Digital', 'بروب فيو الرقمية', 'Technology Partner', 'الشريك التقني', 'gold'],
  [9, 7, 'Marina Crest Developments', 'مارينا كرست للتطوير العقاري', 'Client', 'عميل', 'navy'],
  [10, 7, 'Desert Rose Properties', 'ديزرت روز العقارية', 'Client', 'عميل', 'sand'],
  [11, 7, 'Al Noor Community Management', 'النور لإدارة المجتمعات', 'Client', 'عميل', 'teal'],
  [12, 7, 'Creekside Realty', 'كريك سايد العقارية', 'Client', 'عميل', 'gold'],
  [13, 7, 'Union Home Finance', 'الاتحاد للتمويل السكني', 'Client', 'عميل', 'navy'],
  [14, 7, 'Saadiyat Living', 'السعديات للسكن', 'Client', 'عميل', 'sand'],
  [15, 7, 'Oasis Facilities Services', 'الواحة لخدمات المرافق', 'Client', 'عميل', 'teal'],
  [16, 7, 'Pearl Coast Brokers', 'ساحل اللؤلؤ للوساطة العقارية', 'Client', 'عميل', 'gold'],
  [17, 7, 'Falcon Valuation Services', 'الصقر لخدمات التقييم', 'Client', 'عميل', 'navy'],
  [18, 7, 'Northern Emirates Holdings', 'الإمارات الشمالية القابضة', 'Client', 'عميل', 'sand'],
];

export const partners: SeedPartner[] = ROWS.map(([id, cat, name_en, name_ar, kind_en, kind_ar, palette]) => ({
  PartnerID: id,
  PartnerName_en: name_en,
  PartnerName_ar: name_ar,
  CategoryId: cat,
  CategoryTitle_en: kind_en,
  CategoryTitle_ar: kind_ar,
  Website: null,
  DisplayOrder: id,
  PartnerLogo: { title_en: name_en, title_ar: name_ar, palette, icon: cat === 7 ? 'building' : 'handshake' },
}));

/** Two items for the home partners carousel. */
export const partnersNews: SeedPartnerNews[] = [
  {
    NewsID: 1,
    DisplayOrder: 1,
    Link: '/page/partners',
    Title_en: 'New accreditation for our valuation programmes',
    Title_ar: 'اعتماد جديد لبرامج التقييم العقاري',
    Text_en:
      'Our valuation courses are now recognised by the International Valuation Professionals Forum, adding international recognition to the credit hours our graduates earn.',
    Text_ar:
      'باتت دورات التقييم العقاري لدينا معتمدة من المنتدى الدولي لمهنيي التقييم، ما يضيف اعترافاً دولياً إلى الساعات المعتمدة التي يحصل عليها خريجونا.',
    image: { title_en: 'Accreditation', title_ar: 'الاعتماد', palette: 'gold', icon: 'badge' },
  },
  {
    NewsID: 2,
    DisplayOrder: 2,
    Link: '/initiatives/sustainability-in-communities/4',
    Title_en: 'Partnering for sustainable communities',
    Title_ar: 'شراكة من أجل مجتمعات مستدامة',
    Text_en:
      "With the Green Gulf Building Council we are launching a community programme that helps residents and owners' associations reduce energy and water use.",
    Text_ar:
      'نطلق بالتعاون مع مجلس الخليج للمباني الخضراء برنامجاً مجتمعياً يساعد السكان وجمعيات الملاك على خفض استهلاك الطاقة والمياه.',
    image: { title_en: 'Sustainable communities', title_ar: 'مجتمعات مستدامة', palette: 'teal', icon: 'leaf' },
  },
];
