import { courses } from './courses';
import type { Palette, SeedDiploma } from './types';

interface DiplomaDraft {
  id: number;
  link: string;
  title_en: string;
  title_ar: string;
  short_en: string;
  short_ar: string;
  intro_en: string;
  intro_ar: string;
  audience_en: string;
  audience_ar: string;
  outcome_en: string;
  outcome_ar: string;
  courseIds: number[];
  price: number;
  old: number;
  englishOnly: boolean;
  palette: Palette;
}

function courseList(ids: number[], lang: 'en' | 'ar'): string {
  return (
    '<ul>' +
    ids
      .map((id) => {
        const c = courses.find((x) => x.ProductId === id);
        if (!c) throw new Error(`diploma: unknown course ${id}`);
        return lang === 'en'
          ? `<li><strong>${c.ProductTitle_en}</strong> (${c.CreditHours} credit hours)</li>`
          : `<li><strong>${c.ProductTitle_ar}</strong> (${c.CreditHours} ${c.CreditHours >= 3 && c.CreditHours <= 10 ? 'ساعات معتمدة' : 'ساعة معتمدة'})</li>`;
      })
      .join('') +
    '</ul>'
  );
}

function hoursOf(ids: number[]): number {
  return ids.reduce((s, id) => s + (courses.find((c) => c.ProductId === id)?.CreditHours ?? 0), 0);
}

function descEn(d: DiplomaDraft): string {
  const lang = d.englishOnly
    ? '<p>This diploma is delivered <strong>in English only</strong>, with international case material and guest speakers from overseas markets, so that graduates can work confidently with foreign investors and partner agencies.</p>'
    : '<p>You may follow the diploma in English or in Arabic. Choose your preferred language when you enrol; course materials, assessments and the certificate are issued in that language, and you may attend individual sessions in the other language if your timetable requires it.</p>';
  return [
    '<h3>About the diploma</h3>',
    `<p>${d.intro_en}</p>`,
    lang,
    '<h3>Courses included</h3>',
    `<p>The diploma combines ${d.courseIds.length} courses with a total of ${hoursOf(d.courseIds)} credit hours:</p>`,
    courseList(d.courseIds, 'en'),
    '<h3>How it works</h3>',
    '<p>After enrolment you receive a personal study plan that schedules each course within the following twelve months. You can pick the classroom, live online or blended offering of every course that suits your working hours, and you can move a course to a later date once without charge. An academic adviser follows your progress, reminds you of upcoming sessions and helps you prepare for the assessments. Attendance of at least 80% of every course is required.</p>',
    '<h3>Assessment and certification</h3>',
    '<p>Each course is assessed through a short practical assignment or an online test. Once all courses are completed, you sit a final case-study examination that brings the subjects together. Graduates receive a diploma certificate that carries a unique number and a QR code, so that employers and regulators can verify it online at any time. Credit hours recorded on the certificate may count towards continuing professional development requirements.</p>',
    '<h3>Who should enrol</h3>',
    `<p>${d.audience_en}</p>`,
    '<h3>What you will be able to do</h3>',
    `<p>${d.outcome_en}</p>`,
    '<h3>Admission</h3>',
    '<p>Applicants should hold a secondary school certificate or higher and a valid Emirates ID or passport. Professional experience in real estate is an advantage but not a requirement. Fees may be paid in full online, or in instalments through our team; 5% VAT applies. Corporate groups of five or more employees are eligible for special rates and onsite delivery. For information about upcoming intakes or payment options, our admissions team will be glad to help by phone, by email or through the enquiry form on this website.</p>',
  ].join('');
}

function descAr(d: DiplomaDraft): string {
  const lang = d.englishOnly
    ? '<p>يُقدَّم هذا الدبلوم <strong>باللغة الإنجليزية فقط</strong>، مع مواد دراسية دولية ومتحدثين ضيوف من أسواق خارجية، ليتمكن الخريجون من العمل بثقة مع المستثمرين الأجانب والوكالات الشريكة.</p>'
    : '<p>يمكنك متابعة الدبلوم باللغة العربية أو الإنجليزية، وتحدد اللغة المفضلة عند التسجيل، فتُصدر المواد الدراسية والتقييمات والشهادة بتلك اللغة، كما يمكنك حضور بعض الجلسات باللغة الأخرى إذا اقتضى جدولك ذلك.</p>';
  return [
    '<h3>نبذة عن الدبلوم</h3>',
    `<p>${d.intro_ar}</p>`,
    lang,
    '<h3>الدورات المتضمنة</h3>',
    `<p>يجمع الدبلوم ${d.courseIds.length} دورات بإجمالي ${hoursOf(d.courseIds)} ساعة معتمدة:</p>`,
    courseList(d.courseIds, 'ar'),
    '<h3>آلية الدراسة</h3>',
    '<p>بعد التسجيل تحصل على خطة دراسية شخصية توزّع الدورات على الأشهر الاثني عشر التالية، ويمكنك اختيار الموعد الحضوري أو المباشر عبر الإنترنت أو المدمج لكل دورة بما يتناسب مع ساعات عملك، كما يحق لك تأجيل دورة واحدة إلى موعد لاحق دون رسوم إضافية. ويتابع مرشد أكاديمي تقدمك الدراسي، ويذكّرك بالجلسات القادمة، ويساعدك في الاستعداد للتقييمات. ويُشترط حضور ما لا يقل عن 80% من ساعات كل دورة.</p>',
    '<h3>التقييم والشهادة</h3>',
    '<p>تُقيَّم كل دورة من خلال مهمة تطبيقية قصيرة أو اختبار إلكتروني، وبعد إتمام جميع الدورات يؤدي المشارك اختباراً نهائياً قائماً على دراسة حالة تجمع موضوعات الدبلوم كافة. ويحصل الخريجون على شهادة دبلوم تحمل رقماً فريداً ورمز استجابة سريعة، بحيث يمكن لأصحاب العمل والجهات التنظيمية التحقق منها إلكترونياً في أي وقت، وقد تُحتسب الساعات المعتمدة المدونة عليها ضمن متطلبات التطوير المهني المستمر.</p>',
    '<h3>الفئة المستهدفة</h3>',
    `<p>${d.audience_ar}</p>`,
    '<h3>ما ستتمكن من إنجازه</h3>',
    `<p>${d.outcome_ar}</p>`,
    '<h3>شروط القبول</h3>',
    '<p>يُشترط أن يكون المتقدم حاصلاً على شهادة الثانوية العامة أو ما يعادلها على الأقل، وأن يحمل بطاقة هوية إماراتية أو جواز سفر ساري المفعول. وتُعد الخبرة المهنية في القطاع العقاري ميزة إضافية لكنها ليست شرطاً. ويمكن سداد الرسوم كاملة عبر الإنترنت أو على أقساط بالتنسيق مع فريقنا، وتُضاف ضريبة القيمة المضافة بنسبة 5%. وتحظى مجموعات الشركات المكونة من خمسة موظفين أو أكثر بأسعار خاصة وإمكانية التدريب في مقر العميل. ولمزيد من المعلومات حول مواعيد الدفعات القادمة أو خيارات السداد، يسعد فريق القبول والتسجيل بالرد على استفساراتكم هاتفياً أو عبر البريد الإلكتروني أو من خلال نموذج الاستفسار في هذا الموقع.</p>',
  ].join('');
}

const drafts: DiplomaDraft[] = [
  {
    id: 1,
    link: 'professional-diploma-in-real-estate-brokerage',
    price: 9500,
    old: 11800,
    englishOnly: false,
    palette: 'navy',
    courseIds: [1, 2, 3, 5, 7, 25, 33, 34],
    title_en: 'Professional Diploma in Real Estate Brokerage',
    title_ar: 'الدبلوم المهني في الوساطة العقارية',
    short_en:
      'Our flagship programme for brokers: licensing preparation, transactions, compliance, contracts, marketing and negotiation in one pathway.',
    short_ar:
      'برنامجنا الرئيسي للوسطاء: التحضير للترخيص والصفقات والامتثال والعقود والتسويق والتفاوض في مسار واحد متكامل.',
    intro_en:
      'The Professional Diploma in Real Estate Brokerage is designed for people who want to build a long and reputable career in one of the most dynamic property markets in the world. It takes you from the broker licensing requirements of the regulator to the day-to-day practice of listing, marketing, negotiating and closing residential and off-plan transactions, with a strong emphasis on ethics, anti-money-laundering compliance and accurate contracts.',
    intro_ar:
      'صُمّم الدبلوم المهني في الوساطة العقارية لمن يطمحون إلى بناء مسيرة مهنية طويلة وذات سمعة طيبة في واحد من أكثر الأسواق العقارية حيوية في العالم. ويأخذك الدبلوم من متطلبات ترخيص الوسطاء لدى الجهة التنظيمية إلى الممارسة اليومية لإدراج العقارات وتسويقها والتفاوض عليها وإتمام صفقات العقارات الجاهزة والمبيعة على الخارطة، مع تركيز واضح على أخلاقيات المهنة والامتثال لمتطلبات مكافحة غسل الأموال ودقة العقود.',
    audience_en:
      'New brokers preparing for their licence, agents with one to three years of experience who want structured professional development, and sales staff at developers who deal with buyers every day.',
    audience_ar:
      'الوسطاء الجدد الذين يستعدون للحصول على الترخيص، والوكلاء الذين تتراوح خبرتهم بين عام وثلاثة أعوام ويرغبون في تطوير مهني منظم، وموظفو المبيعات لدى المطورين الذين يتعاملون مع المشترين يومياً.',
    outcome_en:
      'Graduates can pass the broker licensing examination, manage a transaction from the first viewing to the transfer appointment, draft and explain the standard forms and agreements, identify money-laundering red flags, run compliant digital campaigns and negotiate with confidence on behalf of buyers and sellers.',
    outcome_ar:
      'يتمكن الخريجون من اجتياز اختبار ترخيص الوسطاء، وإدارة الصفقة من المعاينة الأولى حتى موعد نقل الملكية، وصياغة النماذج والاتفاقيات المعتمدة وشرحها، ورصد مؤشرات غسل الأموال، وإدارة حملات رقمية ملتزمة بالأنظمة، والتفاوض بثقة نيابة عن المشترين والبائعين.',
  },
  {
    id: 2,
    link: 'professional-diploma-in-property-and-community-management',
    price: 7900,
    old: 0,
    englishOnly: false,
    palette: 'teal',
    courseIds: [9, 10, 11, 12, 13, 14, 23],
    title_en: 'Professional Diploma in Property & Community Management',
    title_ar: 'الدبلوم المهني في إدارة العقارات والمجتمعات',
    short_en:
      "Manage buildings and communities professionally: leasing, maintenance, service charges, owners' associations and tenancy law.",
    short_ar: 'أدِر المباني والمجتمعات باحترافية: التأجير والصيانة ورسوم الخدمات وجمعيات الملاك وقانون الإيجارات.',
    intro_en:
      "The Professional Diploma in Property & Community Management prepares you to look after residential towers, villa communities and mixed-use developments on behalf of owners and owners' associations. It covers the full operating cycle: leasing and Ejari registration, rent collection, planned maintenance, service-charge budgets and reserve funds, general assemblies and the handling of tenant relations and disputes under the applicable tenancy laws.",
    intro_ar:
      'يؤهلك الدبلوم المهني في إدارة العقارات والمجتمعات لرعاية الأبراج السكنية ومجمعات الفلل والمشاريع متعددة الاستخدامات نيابة عن الملاك وجمعيات الملاك. ويغطي الدبلوم دورة التشغيل كاملة: التأجير والتسجيل في نظام "إيجاري"، وتحصيل الإيجارات، والصيانة المخططة، وموازنات رسوم الخدمات وصناديق الاحتياطي، والجمعيات العمومية، وإدارة العلاقة مع المستأجرين وتسوية النزاعات وفق قوانين الإيجار المعمول بها.',
    audience_en:
      "Property and community managers, leasing and facilities staff, developer handover teams and members of owners' committees who want a recognised qualification.",
    audience_ar:
      'مديرو العقارات والمجتمعات، وموظفو التأجير والمرافق، وفرق التسليم لدى المطورين، وأعضاء لجان الملاك الراغبون في الحصول على مؤهل معتمد.',
    outcome_en:
      'Graduates can prepare management agreements and owner reports, register and renew tenancies correctly, build a defensible service-charge budget, plan preventive maintenance, run a general assembly and resolve tenant issues before they become formal disputes.',
    outcome_ar:
      'يتمكن الخريجون من إعداد اتفاقيات الإدارة وتقارير الملاك، وتسجيل عقود الإيجار وتجديدها بالشكل الصحيح، وإعداد موازنة رسوم خدمات قابلة للدفاع عنها، وتخطيط الصيانة الوقائية، وإدارة الجمعيات العمومية، وحل مشكلات المستأجرين قبل أن تتحول إلى نزاعات رسمية.',
  },
  {
    id: 3,
    link: 'diploma-in-real-estate-valuation-and-investment',
    price: 11500,
    old: 13000,
    englishOnly: false,
    palette: 'gold',
    courseIds: [16, 17, 18, 19, 20],
    title_en: 'Diploma in Real Estate Valuation & Investment',
    title_ar: 'دبلوم التقييم والاستثمار العقاري',
    short_en:
      'A rigorous pathway into valuation and investment analysis, from valuation standards to feasibility studies and REITs.',
    short_ar: 'مسار متخصص في التقييم وتحليل الاستثمار، من معايير التقييم إلى دراسات الجدوى وصناديق الاستثمار العقاري.',
    intro_en:
      'The Diploma in Real Estate Valuation & Investment builds the analytical foundation that banks, funds, developers and valuation firms look for. It starts with the principles and standards of valuation, moves on to investment appraisal and cash-flow modelling, and then applies these tools to development feasibility, market research with official open data and the analysis of real-estate funds and listed REITs.',
    intro_ar:
      'يرسّخ دبلوم التقييم والاستثمار العقاري الأساس التحليلي الذي تبحث عنه البنوك والصناديق والمطورون وشركات التقييم. ويبدأ بمبادئ التقييم ومعاييره، ثم ينتقل إلى تقييم الاستثمارات ونمذجة التدفقات النقدية، ليطبّق هذه الأدوات بعد ذلك على دراسات جدوى التطوير وأبحاث السوق المستندة إلى البيانات الرسمية المفتوحة وتحليل الصناديق العقارية وصناديق الاستثمار العقاري المدرجة.',
    audience_en:
      'Graduates in engineering, finance and economics, junior valuers, bank credit analysts and investment staff at developers and family offices.',
    audience_ar:
      'خريجو الهندسة والمالية والاقتصاد، والمقيّمون المبتدئون، ومحللو الائتمان في البنوك، وموظفو الاستثمار لدى المطورين والمكاتب العائلية.',
    outcome_en:
      'Graduates can produce a compliant valuation report, build an investment model with IRR and sensitivity analysis, appraise a development site using the residual method, interpret market data correctly and assess the performance of a real-estate fund.',
    outcome_ar:
      'يتمكن الخريجون من إعداد تقرير تقييم مستوفٍ للمعايير، وبناء نموذج استثماري يتضمن معدل العائد الداخلي وتحليل الحساسية، وتقييم أرض التطوير بالطريقة المتبقية، وتفسير بيانات السوق بصورة صحيحة، وتقييم أداء الصناديق العقارية.',
  },
  {
    id: 4,
    link: 'certified-international-property-specialist',
    price: 8400,
    old: 9900,
    englishOnly: true,
    palette: 'sand',
    courseIds: [4, 6, 17, 33, 34, 39],
    title_en: 'Certified International Property Specialist',
    title_ar: 'أخصائي العقارات الدولي المعتمد',
    short_en:
      'An English-language programme for professionals who serve international buyers, investors and corporate occupiers.',
    short_ar: 'برنامج باللغة الإنجليزية للمهنيين الذين يخدمون المشترين والمستثمرين الدوليين والشركات الشاغلة للعقارات.',
    intro_en:
      'The Certified International Property Specialist diploma equips professionals to serve the international clients who account for a large share of demand in the UAE. It brings together commercial brokerage, prime residential sales, investment analysis, digital marketing to overseas audiences, cross-cultural negotiation and the ESG expectations of institutional investors, all taught in English with a global perspective.',
    intro_ar:
      'يؤهل دبلوم أخصائي العقارات الدولي المعتمد المهنيين لخدمة العملاء الدوليين الذين يمثلون حصة كبيرة من الطلب في الدولة. ويجمع الدبلوم بين الوساطة في العقارات التجارية، وبيع العقارات السكنية الفاخرة، وتحليل الاستثمار، والتسويق الرقمي للجمهور الخارجي، والتفاوض بين الثقافات، وتوقعات المستثمرين المؤسسيين في مجال الاستدامة والحوكمة، وتُدرَّس جميعها باللغة الإنجليزية ومن منظور عالمي.',
    audience_en:
      'Brokers and advisers working with foreign investors, relocation consultants, corporate real-estate managers and private bankers.',
    audience_ar:
      'الوسطاء والمستشارون الذين يعملون مع المستثمرين الأجانب، واستشاريو الانتقال، ومديرو العقارات في الشركات، والمصرفيون الخاصون.',
    outcome_en:
      'Graduates can advise international clients on buying, leasing and investing in the UAE, present opportunities with sound financial analysis, market to overseas audiences responsibly and negotiate effectively across cultures.',
    outcome_ar:
      'يتمكن الخريجون من تقديم المشورة للعملاء الدوليين في الشراء والاستئجار والاستثمار في الدولة، وعرض الفرص بتحليل مالي سليم، والتسويق للجمهور الخارجي بمسؤولية، والتفاوض بفاعلية بين الثقافات المختلفة.',
  },
  {
    id: 5,
    link: 'diploma-in-sustainable-real-estate-and-proptech',
    price: 6200,
    old: 0,
    englishOnly: false,
    palette: 'teal',
    courseIds: [38, 39, 40, 41, 42],
    title_en: 'Diploma in Sustainable Real Estate & PropTech',
    title_ar: 'دبلوم العقارات المستدامة والتقنيات العقارية',
    short_en: 'Prepare for the future of the sector: green buildings, ESG, smart operations, data and tokenisation.',
    short_ar: 'استعد لمستقبل القطاع: المباني الخضراء والاستدامة والتشغيل الذكي والبيانات وترميز الأصول.',
    intro_en:
      'The Diploma in Sustainable Real Estate & PropTech responds to two forces that are reshaping property in the UAE: the national commitment to net zero by 2050 and the rapid digitalisation of every step of the property life cycle. Participants learn how green building rules, ESG reporting, smart building systems, data platforms and tokenisation change the way assets are designed, financed, marketed and operated.',
    intro_ar:
      'يستجيب دبلوم العقارات المستدامة والتقنيات العقارية لقوتين تعيدان تشكيل القطاع العقاري في الدولة: الالتزام الوطني بتحقيق الحياد المناخي بحلول عام 2050، والتحول الرقمي المتسارع في كل مراحل دورة حياة العقار. ويتعلم المشاركون كيف تغيّر لوائح المباني الخضراء وتقارير الاستدامة وأنظمة المباني الذكية ومنصات البيانات وترميز الأصول طريقة تصميم الأصول وتمويلها وتسويقها وتشغيلها.',
    audience_en:
      "Developers' and asset managers' staff, facilities managers, engineers and brokers who want to specialise in sustainable and technology-enabled property.",
    audience_ar:
      'موظفو المطورين ومديري الأصول، ومديرو المرافق، والمهندسون، والوسطاء الراغبون في التخصص في العقارات المستدامة والمدعومة بالتقنية.',
    outcome_en:
      'Graduates can explain green building requirements and ratings, build an ESG improvement plan for a building, evaluate PropTech solutions, use building data for decisions and advise clients on the opportunities and risks of tokenised property.',
    outcome_ar:
      'يتمكن الخريجون من شرح متطلبات المباني الخضراء وتصنيفاتها، وإعداد خطة لتحسين أداء المبنى في مجال الاستدامة، وتقييم حلول التقنيات العقارية، وتوظيف بيانات المباني في اتخاذ القرار، وتقديم المشورة للعملاء بشأن فرص العقارات المرمّزة ومخاطرها.',
  },
];

export const diplomas: SeedDiploma[] = drafts.map((d) => ({
  DiplomaID: d.id,
  Link: d.link,
  DiplomaTitle_en: d.title_en,
  DiplomaTitle_ar: d.title_ar,
  DiplomaShortDesc_en: d.short_en,
  DiplomaShortDesc_ar: d.short_ar,
  DiplomaDesc_en: descEn(d),
  DiplomaDesc_ar: descAr(d),
  Price: d.price,
  OldPrice: d.old,
  CreditHours: hoursOf(d.courseIds),
  CourseIds: d.courseIds,
  EnglishOnly: d.englishOnly,
  DiplomaCover: { title_en: d.title_en, title_ar: d.title_ar, palette: d.palette, icon: 'diploma' },
}));
