import type { SeedMembership } from './types';

/** MemID 1-4: memberships (IsBook 0); 5-10: books (IsBook 1). */
export const memberships: SeedMembership[] = [
  {
    MemID: 1,
    IsBook: 0,
    Price: 750,
    MemTitle_en: 'Associate Membership',
    MemTitle_ar: 'العضوية المنتسبة',
    MemDesc_en:
      '<p>For students and professionals starting their real-estate career.</p><ul><li>10% off all short courses</li><li>Monthly market briefing by email</li><li>Access to member networking evenings</li></ul><p>Valid for 12 months.</p>',
    MemDesc_ar:
      '<p>للطلاب والمهنيين في بداية مسيرتهم في القطاع العقاري.</p><ul><li>خصم 10% على جميع الدورات القصيرة</li><li>نشرة شهرية عن السوق عبر البريد الإلكتروني</li><li>حضور أمسيات التعارف المخصصة للأعضاء</li></ul><p>صالحة لمدة 12 شهراً.</p>',
    MainPhoto: { title_en: 'Associate Membership', title_ar: 'العضوية المنتسبة', palette: 'teal', icon: 'card' },
  },
  {
    MemID: 2,
    IsBook: 0,
    Price: 1500,
    MemTitle_en: 'Professional Membership',
    MemTitle_ar: 'العضوية المهنية',
    MemDesc_en:
      '<p>For licensed brokers, managers and valuers who train regularly.</p><ul><li>15% off all courses and diplomas</li><li>Two free workshops per year</li><li>Priority seats on popular programmes</li><li>Digital membership certificate</li></ul><p>Valid for 12 months.</p>',
    MemDesc_ar:
      '<p>للوسطاء والمديرين والمقيّمين المرخصين الذين يتدربون بانتظام.</p><ul><li>خصم 15% على جميع الدورات وبرامج الدبلوم</li><li>ورشتا عمل مجانيتان سنوياً</li><li>أولوية الحجز في البرامج الأكثر طلباً</li><li>شهادة عضوية رقمية</li></ul><p>صالحة لمدة 12 شهراً.</p>',
    MainPhoto: { title_en: 'Professional Membership', title_ar: 'العضوية المهنية', palette: 'navy', icon: 'card' },
  },
  {
    MemID: 3,
    IsBook: 0,
    Price: 3500,
    MemTitle_en: 'Fellow Membership',
    MemTitle_ar: 'عضوية الزمالة',
    MemDesc_en:
      "<p>For senior professionals with at least ten years of experience.</p><ul><li>20% off all programmes</li><li>Invitations to round tables with industry leaders</li><li>Opportunity to mentor new members</li><li>Listing in the institute's fellows directory</li></ul><p>Valid for 12 months; subject to approval.</p>",
    MemDesc_ar:
      '<p>لكبار المهنيين ممن لا تقل خبرتهم عن عشر سنوات.</p><ul><li>خصم 20% على جميع البرامج</li><li>دعوات لحضور طاولات مستديرة مع قادة القطاع</li><li>فرصة إرشاد الأعضاء الجدد</li><li>الإدراج في دليل زملاء المعهد</li></ul><p>صالحة لمدة 12 شهراً، وتخضع للموافقة.</p>',
    MainPhoto: { title_en: 'Fellow Membership', title_ar: 'عضوية الزمالة', palette: 'gold', icon: 'card' },
  },
  {
    MemID: 4,
    IsBook: 0,
    Price: 12000,
    MemTitle_en: 'Corporate Membership',
    MemTitle_ar: 'عضوية الشركات',
    MemDesc_en:
      '<p>For brokerages, developers and management companies that train their teams with us.</p><ul><li>Professional membership for up to ten employees</li><li>One onsite programme per year at preferential rates</li><li>Quarterly training needs review</li></ul><p>Valid for 12 months.</p>',
    MemDesc_ar:
      '<p>لشركات الوساطة والمطورين وشركات الإدارة التي تدرّب فرقها لدينا.</p><ul><li>عضوية مهنية لما يصل إلى عشرة موظفين</li><li>برنامج تدريبي واحد سنوياً في مقر الشركة بأسعار تفضيلية</li><li>مراجعة ربع سنوية للاحتياجات التدريبية</li></ul><p>صالحة لمدة 12 شهراً.</p>',
    MainPhoto: { title_en: 'Corporate Membership', title_ar: 'عضوية الشركات', palette: 'sand', icon: 'building' },
  },
  {
    MemID: 5,
    IsBook: 1,
    Price: 180,
    MemTitle_en: "The UAE Broker's Handbook",
    MemTitle_ar: 'دليل الوسيط العقاري في الإمارات',
    MemDesc_en:
      '<p>A practical guide to licensing, forms, advertising permits, commissions and ethics, with checklists for every stage of a transaction. 320 pages, paperback.</p>',
    MemDesc_ar:
      '<p>دليل عملي للترخيص والنماذج وتصاريح الإعلان والعمولات وأخلاقيات المهنة، مع قوائم تحقق لكل مرحلة من مراحل الصفقة. 320 صفحة، غلاف ورقي.</p>',
    MainPhoto: {
      title_en: "The UAE Broker's Handbook",
      title_ar: 'دليل الوسيط العقاري في الإمارات',
      palette: 'navy',
      icon: 'book',
    },
  },
  {
    MemID: 6,
    IsBook: 1,
    Price: 220,
    MemTitle_en: 'Real Estate Law in the UAE: Annotated Texts',
    MemTitle_ar: 'القانون العقاري في الإمارات: نصوص وتعليقات',
    MemDesc_en:
      '<p>The main federal and local real-estate laws with commentary, cross-references and summaries of leading judgments. Arabic and English in parallel columns.</p>',
    MemDesc_ar:
      '<p>أبرز القوانين العقارية الاتحادية والمحلية مع التعليقات والإحالات وملخصات لأهم الأحكام القضائية، باللغتين العربية والإنجليزية في أعمدة متقابلة.</p>',
    MainPhoto: {
      title_en: 'Real Estate Law in the UAE',
      title_ar: 'القانون العقاري في الإمارات',
      palette: 'navy',
      icon: 'book',
    },
  },
  {
    MemID: 7,
    IsBook: 1,
    Price: 160,
    MemTitle_en: 'Community Management in Practice',
    MemTitle_ar: 'إدارة المجتمعات العقارية عملياً',
    MemDesc_en:
      '<p>From budgets to general assemblies: templates, timelines and case studies for managers of jointly owned properties.</p>',
    MemDesc_ar: '<p>من الموازنات إلى الجمعيات العمومية: نماذج وجداول زمنية ودراسات حالة لمديري العقارات المشتركة.</p>',
    MainPhoto: {
      title_en: 'Community Management in Practice',
      title_ar: 'إدارة المجتمعات العقارية عملياً',
      palette: 'teal',
      icon: 'book',
    },
  },
  {
    MemID: 8,
    IsBook: 1,
    Price: 240,
    MemTitle_en: 'Property Valuation: Methods and Cases',
    MemTitle_ar: 'التقييم العقاري: الأساليب والحالات',
    MemDesc_en:
      '<p>A complete textbook on valuation approaches with worked examples from Dubai and Abu Dhabi and a chapter on report writing.</p>',
    MemDesc_ar: '<p>مرجع شامل في أساليب التقييم مع أمثلة محلولة من دبي وأبوظبي وفصل خاص بكتابة التقارير.</p>',
    MainPhoto: { title_en: 'Property Valuation', title_ar: 'التقييم العقاري', palette: 'gold', icon: 'book' },
  },
  {
    MemID: 9,
    IsBook: 1,
    Price: 95,
    MemTitle_en: "The First-Time Buyer's Guide",
    MemTitle_ar: 'دليل مشتري المسكن الأول',
    MemDesc_en: '<p>A friendly, illustrated guide to budgeting, financing and buying your first home in the UAE.</p>',
    MemDesc_ar: '<p>دليل مبسط ومصوّر لإعداد الميزانية والتمويل وشراء مسكنك الأول في الدولة.</p>',
    MainPhoto: {
      title_en: "The First-Time Buyer's Guide",
      title_ar: 'دليل مشتري المسكن الأول',
      palette: 'sand',
      icon: 'book',
    },
  },
  {
    MemID: 10,
    IsBook: 1,
    Price: 140,
    MemTitle_en: 'Sustainable Buildings in Hot Climates',
    MemTitle_ar: 'المباني المستدامة في المناخات الحارة',
    MemDesc_en:
      '<p>Design, operation and retrofit strategies for energy- and water-efficient buildings in the Gulf.</p>',
    MemDesc_ar: '<p>استراتيجيات التصميم والتشغيل وإعادة التأهيل للمباني الموفرة للطاقة والمياه في منطقة الخليج.</p>',
    MainPhoto: {
      title_en: 'Sustainable Buildings in Hot Climates',
      title_ar: 'المباني المستدامة في المناخات الحارة',
      palette: 'teal',
      icon: 'book',
    },
  },
];
