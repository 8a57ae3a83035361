import type { ImageSpec, Palette, SeedCourse } from './types';

/** Compact authoring form of a course; `buildCourse` expands it into a SeedCourse. */
export interface CourseDraft {
  id: number;
  link: string;
  cat: number;
  title_en: string;
  title_ar: string;
  short_en: string;
  short_ar: string;
  intro_en: string;
  intro_ar: string;
  outcomes_en: string[];
  outcomes_ar: string[];
  audience_en: string;
  audience_ar: string;
  price: number;
  old: number;
  hours: number;
  /** exam price; 0 = no exam */
  exam: number;
  /** 11-char YouTube id for ExtraInfo3 */
  video?: string;
  featured?: boolean;
  icon?: string;
}

/** One reusable context paragraph per training category. */
const CATEGORY_PARAGRAPH: Record<number, { en: string; ar: string }> = {
  1: {
    en: 'Dubai remains one of the most active residential and commercial markets in the world, and every transaction is scrutinised by the Dubai Land Department and the Real Estate Regulatory Agency (RERA). Brokers who combine market knowledge with a firm grasp of Form A, Form B, Form F (the MOU) and Trakheesi advertising permits close deals faster and protect both their clients and their licence.',
    ar: 'تظل دبي من أنشط الأسواق العقارية السكنية والتجارية في العالم، وتخضع كل صفقة فيها لرقابة دائرة الأراضي والأملاك ومؤسسة التنظيم العقاري (ريرا). والوسيط الذي يجمع بين المعرفة العميقة بالسوق والإلمام التام بالنموذج (أ) والنموذج (ب) والنموذج (ف) الخاص بمذكرة التفاهم وتصاريح الإعلان عبر نظام "تراخيصي"، يُنجز صفقاته بسرعة أكبر ويحمي عملاءه ورخصته المهنية في آنٍ واحد.',
  },
  2: {
    en: 'Well-managed buildings hold their value. Property managers and community managers in the UAE work within Ejari registration, the Rental Increase Calculator, the Rental Disputes Centre and the jointly owned property framework, while meeting rising expectations from tenants and owners for transparent service charges, responsive maintenance and clear communication.',
    ar: 'العقار المُدار بكفاءة يحافظ على قيمته. ويعمل مديرو العقارات ومديرو المجتمعات في دولة الإمارات ضمن منظومة تسجيل عقود الإيجار "إيجاري" وحاسبة زيادة الإيجارات ومركز فض المنازعات الإيجارية وإطار العقارات المشتركة، مع تلبية توقعات متزايدة من المستأجرين والملاك بشأن شفافية رسوم الخدمات وسرعة الاستجابة لطلبات الصيانة ووضوح التواصل.',
  },
  3: {
    en: "Valuation underpins lending, investment and dispute resolution. Practitioners in the UAE apply RICS and International Valuation Standards alongside the Dubai Land Department's valuer registration rules, and investors increasingly ask for rigorous cash-flow analysis, yield benchmarking and sensitivity testing before they commit capital to residential, commercial or hospitality assets.",
    ar: 'يشكّل التقييم العقاري الأساس الذي تقوم عليه قرارات التمويل والاستثمار وتسوية النزاعات. ويطبّق المقيّمون في الدولة معايير المعهد الملكي للمساحين القانونيين ومعايير التقييم الدولية إلى جانب اشتراطات دائرة الأراضي والأملاك لتسجيل المقيّمين، فيما يطالب المستثمرون بصورة متزايدة بتحليل دقيق للتدفقات النقدية ومقارنة العوائد واختبار الحساسية قبل ضخ رؤوس أموالهم في الأصول السكنية أو التجارية أو الفندقية.',
  },
  4: {
    en: "The UAE's real-estate legislation has matured quickly: Law No. 7 of 2006 on land registration, Law No. 13 of 2008 on the interim register, Law No. 26 of 2007 on landlord and tenant relations and Law No. 6 of 2019 on jointly owned property all shape daily practice. Professionals who read these texts confidently avoid costly disputes and advise their clients with authority.",
    ar: 'شهدت التشريعات العقارية في دولة الإمارات تطوراً متسارعاً؛ إذ يرسم القانون رقم (7) لسنة 2006 بشأن التسجيل العقاري، والقانون رقم (13) لسنة 2008 بشأن السجل العقاري المبدئي، والقانون رقم (26) لسنة 2007 بشأن تنظيم العلاقة بين المؤجرين والمستأجرين، والقانون رقم (6) لسنة 2019 بشأن ملكية العقارات المشتركة ملامح الممارسة اليومية. والمهني الذي يقرأ هذه النصوص بثقة يتجنب النزاعات المكلفة ويقدّم لعملائه مشورة رصينة.',
  },
  5: {
    en: "Most buyers in the UAE finance their purchase, and the Central Bank's loan-to-value caps, debt-burden ratio limits and Islamic finance structures such as Ijara and Murabaha determine what a client can actually afford. Understanding the mortgage process from pre-approval to the mortgage registration at the Land Department makes every adviser more useful to buyers and sellers alike.",
    ar: 'يعتمد معظم المشترين في دولة الإمارات على التمويل لإتمام عمليات الشراء، وتحدد ضوابط مصرف الإمارات العربية المتحدة المركزي بشأن نسب التمويل إلى القيمة وسقف عبء الدين، إلى جانب صيغ التمويل الإسلامي كالإجارة والمرابحة، ما يستطيع العميل تحمّله فعلياً. وفهم مراحل التمويل العقاري بدءاً من الموافقة المبدئية وحتى تسجيل الرهن لدى دائرة الأراضي والأملاك يجعل المستشار أكثر نفعاً للمشترين والبائعين على حد سواء.',
  },
  6: {
    en: 'Competition for listings and buyers in the Emirates is intense, and the professionals who win are those who market ethically, present data persuasively and negotiate with a clear strategy. Every campaign must also respect the advertising rules of the regulator, including permit numbers on every listing and accurate, verifiable claims.',
    ar: 'تشتد المنافسة على العروض العقارية والمشترين في الدولة، والمهنيون الذين يتفوقون هم من يسوّقون بأخلاقيات مهنية عالية، ويعرضون البيانات بأسلوب مقنع، ويتفاوضون وفق استراتيجية واضحة. كما يتعين أن تلتزم كل حملة تسويقية بضوابط الإعلان الصادرة عن الجهة التنظيمية، ومنها إدراج رقم التصريح في كل إعلان وتقديم معلومات دقيقة قابلة للتحقق.',
  },
  8: {
    en: "Technology and sustainability are reshaping the sector: blockchain-based title records, digital Ejari, virtual viewings and data-driven pricing sit alongside the UAE Net Zero 2050 strategic initiative, Dubai's green building regulations and Al Sa'fat rating system. Professionals who understand both trends add measurable value to developers, owners and occupiers.",
    ar: 'تعيد التقنية والاستدامة تشكيل القطاع العقاري؛ فسجلات الملكية القائمة على تقنية البلوك تشين، ونظام "إيجاري" الرقمي، والمعاينات الافتراضية، والتسعير المبني على البيانات، تسير جنباً إلى جنب مع المبادرة الاستراتيجية للحياد المناخي 2050 في دولة الإمارات، ولوائح المباني الخضراء ونظام تقييم "السعفات" في دبي. والمهنيون الملمّون بهذين الاتجاهين يضيفون قيمة ملموسة للمطورين والملاك والشاغلين.',
  },
};

const WHY_EN =
  'Sessions are led by practitioners who work in the UAE market every day, and every module uses local case studies, current regulator forms and real transaction documents, and every participant keeps a copy of the training materials for later reference.';
const WHY_AR =
  'يقدّم الجلسات مدربون ممارسون يعملون في السوق العقاري الإماراتي يومياً، وتعتمد جميع الوحدات على دراسات حالة محلية ونماذج معتمدة حديثة من الجهات التنظيمية ومستندات صفقات حقيقية، كما يحصل كل مشارك على نسخة من المواد التدريبية ليرجع إليها بعد انتهاء الدورة.';

function li(items: string[]): string {
  return '<ul>' + items.map((i) => `<li>${i}</li>`).join('') + '</ul>';
}

function factsEn(d: CourseDraft): string {
  const exam =
    d.exam > 0
      ? `The course ends with an optional assessment (exam fee AED ${d.exam}); successful candidates receive a certificate that records the credit hours and can be verified online.`
      : 'A certificate of attendance recording the credit hours is issued to participants who attend the full course, and it can be verified online.';
  return `<p><strong>Credit hours:</strong> ${d.hours}. ${exam}</p>`;
}

function factsAr(d: CourseDraft): string {
  const exam =
    d.exam > 0
      ? `تُختتم الدورة باختبار اختياري (رسوم الاختبار ${d.exam} د.إ)، ويحصل الناجحون على شهادة تتضمن عدد الساعات المعتمدة ويمكن التحقق منها إلكترونياً.`
      : 'تُمنح شهادة حضور تتضمن عدد الساعات المعتمدة للمشاركين الذين يحضرون الدورة كاملة، ويمكن التحقق منها إلكترونياً.';
  return `<p><strong>الساعات المعتمدة:</strong> ${d.hours}. ${exam}</p>`;
}

function youtubeEmbed(id: string, title: string): string {
  return `<iframe src="https://www.youtube.com/embed/${id}" title="${title}" width="560" height="315" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`;
}

const PALETTES: Palette[] = ['navy', 'teal', 'gold', 'sand'];

export function buildCourse(d: CourseDraft): SeedCourse {
  const cat = CATEGORY_PARAGRAPH[d.cat];
  if (!cat) throw new Error(`course ${d.id}: unknown category ${d.cat}`);
  const en = [
    '<h3>Course overview</h3>',
    `<p>${d.short_en} ${d.intro_en}</p>`,
    `<p>${cat.en}</p>`,
    '<h3>What you will learn</h3>',
    li(d.outcomes_en),
    '<h3>Who should attend</h3>',
    `<p>${d.audience_en} ${WHY_EN}</p>`,
    factsEn(d),
  ].join('');
  const ar = [
    '<h3>نظرة عامة على الدورة</h3>',
    `<p>${d.short_ar} ${d.intro_ar}</p>`,
    `<p>${cat.ar}</p>`,
    '<h3>ماذا ستتعلم</h3>',
    li(d.outcomes_ar),
    '<h3>الفئة المستهدفة</h3>',
    `<p>${d.audience_ar} ${WHY_AR}</p>`,
    factsAr(d),
  ].join('');
  const MainPhoto: ImageSpec = {
    title_en: d.title_en,
    title_ar: d.title_ar,
    palette: PALETTES[d.id % PALETTES.length] as Palette,
    icon: d.icon ?? 'building',
  };
  return {
    ProductId: d.id,
    Link: d.link,
    ProductTitle_en: d.title_en,
    ProductTitle_ar: d.title_ar,
    ProductShortDescription_en: d.short_en,
    ProductShortDescription_ar: d.short_ar,
    ProductDescription_en: en,
    ProductDescription_ar: ar,
    CategoryId: d.cat,
    Price: d.price,
    OldPrice: d.old,
    CreditHours: d.hours,
    HasExam: d.exam > 0,
    ExamPrice: d.exam,
    ExtraInfo3: d.video ? youtubeEmbed(d.video, d.title_en) : '',
    IsFeatured: d.featured ?? false,
    MainPhoto,
  };
}
