import type { SeedCategory, SeedCourseType } from './types';

/** Course types 1-5 (delivery modes of a scheduled program). */
export const courseTypes: SeedCourseType[] = [
  { CourseTypeID: 1, CourseType: 'classroom', CourseType_en: 'Classroom', CourseType_ar: 'حضوري', Color: '#1d4ed8' },
  {
    CourseTypeID: 2,
    CourseType: 'online-live',
    CourseType_en: 'Live Online',
    CourseType_ar: 'مباشر عبر الإنترنت',
    Color: '#047857',
  },
  { CourseTypeID: 3, CourseType: 'blended', CourseType_en: 'Blended', CourseType_ar: 'تعليم مدمج', Color: '#b45309' },
  { CourseTypeID: 4, CourseType: 'workshop', CourseType_en: 'Workshop', CourseType_ar: 'ورشة عمل', Color: '#7c3aed' },
  {
    CourseTypeID: 5,
    CourseType: 'onsite',
    CourseType_en: 'Onsite at Client',
    CourseType_ar: 'في موقع العميل',
    Color: '#be123c',
  },
];

/** Categories 1-6 and 8 are training fields; 7 is reserved for partners' clients. */
export const categories: SeedCategory[] = [
  {
    CategoryId: 1,
    CatLink: 'brokerage-and-sales',
    DisplayOrder: 1,
    IsTrainingField: true,
    CategoryTitle_en: 'Brokerage & Sales',
    CategoryTitle_ar: 'الوساطة والمبيعات العقارية',
    image: {
      title_en: 'Brokerage & Sales',
      title_ar: 'الوساطة والمبيعات العقارية',
      palette: 'navy',
      icon: 'handshake',
    },
  },
  {
    CategoryId: 2,
    CatLink: 'property-management-and-leasing',
    DisplayOrder: 2,
    IsTrainingField: true,
    CategoryTitle_en: 'Property Management & Leasing',
    CategoryTitle_ar: 'إدارة العقارات والتأجير',
    image: {
      title_en: 'Property Management & Leasing',
      title_ar: 'إدارة العقارات والتأجير',
      palette: 'teal',
      icon: 'key',
    },
  },
  {
    CategoryId: 3,
    CatLink: 'valuation-and-investment',
    DisplayOrder: 3,
    IsTrainingField: true,
    CategoryTitle_en: 'Valuation & Investment',
    CategoryTitle_ar: 'التقييم والاستثمار العقاري',
    image: {
      title_en: 'Valuation & Investment',
      title_ar: 'التقييم والاستثمار العقاري',
      palette: 'gold',
      icon: 'chart',
    },
  },
  {
    CategoryId: 4,
    CatLink: 'real-estate-law-and-regulation',
    DisplayOrder: 4,
    IsTrainingField: true,
    CategoryTitle_en: 'Real Estate Law & Regulation',
    CategoryTitle_ar: 'التشريعات والقوانين العقارية',
    image: {
      title_en: 'Real Estate Law & Regulation',
      title_ar: 'التشريعات والقوانين العقارية',
      palette: 'navy',
      icon: 'scale',
    },
  },
  {
    CategoryId: 5,
    CatLink: 'finance-and-mortgage',
    DisplayOrder: 5,
    IsTrainingField: true,
    CategoryTitle_en: 'Real Estate Finance & Mortgage',
    CategoryTitle_ar: 'التمويل العقاري والرهن',
    image: {
      title_en: 'Real Estate Finance & Mortgage',
      title_ar: 'التمويل العقاري والرهن',
      palette: 'sand',
      icon: 'bank',
    },
  },
  {
    CategoryId: 6,
    CatLink: 'marketing-and-negotiation',
    DisplayOrder: 6,
    IsTrainingField: true,
    CategoryTitle_en: 'Marketing & Negotiation',
    CategoryTitle_ar: 'التسويق والتفاوض العقاري',
    image: {
      title_en: 'Marketing & Negotiation',
      title_ar: 'التسويق والتفاوض العقاري',
      palette: 'gold',
      icon: 'megaphone',
    },
  },
  {
    CategoryId: 7,
    CatLink: 'clients',
    DisplayOrder: 99,
    IsTrainingField: false,
    CategoryTitle_en: 'Clients',
    CategoryTitle_ar: 'العملاء',
    image: { title_en: 'Clients', title_ar: 'العملاء', palette: 'sand', icon: 'building' },
  },
  {
    CategoryId: 8,
    CatLink: 'proptech-and-sustainability',
    DisplayOrder: 7,
    IsTrainingField: true,
    CategoryTitle_en: 'PropTech & Sustainability',
    CategoryTitle_ar: 'التقنيات العقارية والاستدامة',
    image: {
      title_en: 'PropTech & Sustainability',
      title_ar: 'التقنيات العقارية والاستدامة',
      palette: 'teal',
      icon: 'leaf',
    },
  },
];
