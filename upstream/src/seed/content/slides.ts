import type { SeedSlide } from './types';

/** 5 hero slides; slide 5 has no button (empty button text) to exercise the optional button. */
export const slides: SeedSlide[] = [
  {
    SlideID: 1, DisplayOrder: 1, IsPublished: true, IsActive: true,
    SlideTitle_en: 'Build your career in UAE real estate', SlideTitle_ar: 'ابنِ مسيرتك المهنية في القطاع العقاري الإماراتي',
    SlideSubTitle_en: 'Accredited courses and diplomas in English and Arabic', SlideSubTitle_ar: 'دورات وبرامج دبلوم معتمدة باللغتين العربية والإنجليزية',
    SlideButtonText_en: 'Browse courses', SlideButtonText_ar: 'تصفح الدورات',
    Link_en: '/courses', Link_ar: '/courses',
    image: { title_en: 'Build your career in UAE real estate', title_ar: 'ابنِ مسيرتك المهنية في القطاع العقاري الإماراتي', palette: 'navy', icon: 'building' },
  },
  {
    SlideID: 2, DisplayOrder: 2, IsPublished: true, IsActive: true,
    SlideTitle_en: 'Prepare for the broker certification exam', SlideTitle_ar: 'استعد لاختبار شهادة الوسيط العقاري',
    SlideSubTitle_en: 'Seven groups starting in the next three months', SlideSubTitle_ar: 'سبع مجموعات تبدأ خلال الأشهر الثلاثة القادمة',
    SlideButtonText_en: 'View programmes', SlideButtonText_ar: 'عرض المواعيد',
    Link_en: '/course/rera-broker-certification-preparation/1', Link_ar: '/course/rera-broker-certification-preparation/1',
    image: { title_en: 'Broker certification', title_ar: 'شهادة الوسيط العقاري', palette: 'gold', icon: 'badge' },
  },
  {
    SlideID: 3, DisplayOrder: 3, IsPublished: true, IsActive: true,
    SlideTitle_en: 'Professional diplomas', SlideTitle_ar: 'برامج الدبلوم المهني',
    SlideSubTitle_en: 'Brokerage, property management, valuation and more', SlideSubTitle_ar: 'الوساطة وإدارة العقارات والتقييم وغيرها',
    SlideButtonText_en: 'Explore diplomas', SlideButtonText_ar: 'استكشف برامج الدبلوم',
    Link_en: '/academic-programs', Link_ar: '/academic-programs',
    image: { title_en: 'Professional diplomas', title_ar: 'برامج الدبلوم المهني', palette: 'teal', icon: 'diploma' },
  },
  {
    SlideID: 4, DisplayOrder: 4, IsPublished: true, IsActive: true,
    SlideTitle_en: 'Upcoming training programmes', SlideTitle_ar: 'البرامج التدريبية القادمة',
    SlideSubTitle_en: 'Classroom, live online, blended and onsite', SlideSubTitle_ar: 'حضورياً ومباشرة عبر الإنترنت ومدمجة وفي مقار العملاء',
    SlideButtonText_en: 'See the schedule', SlideButtonText_ar: 'اطّلع على الجدول',
    Link_en: '/training-programs', Link_ar: '/training-programs',
    image: { title_en: 'Upcoming programmes', title_ar: 'البرامج القادمة', palette: 'sand', icon: 'calendar' },
  },
  {
    SlideID: 5, DisplayOrder: 5, IsPublished: true, IsActive: true,
    SlideTitle_en: 'Learning that serves the community', SlideTitle_ar: 'تعلّم في خدمة المجتمع',
    SlideSubTitle_en: 'Free awareness sessions, career days and community initiatives', SlideSubTitle_ar: 'جلسات توعوية مجانية وأيام مهنية ومبادرات مجتمعية',
    SlideButtonText_en: '', SlideButtonText_ar: '',
    Link_en: '', Link_ar: '',
    image: { title_en: 'Community initiatives', title_ar: 'المبادرات المجتمعية', palette: 'teal', icon: 'community' },
  },
];
