import type { Palette, SeedInstructor } from './types';

interface InstructorDraft {
  id: number;
  link: string;
  name_en: string;
  name_ar: string;
  career_en: string;
  career_ar: string;
  creds_en: string;
  creds_ar: string;
  field_en: string;
  field_ar: string;
  courses: number[];
  palette: Palette;
}

function bioEn(d: InstructorDraft): string {
  const first = d.name_en.split(' ')[0];
  return `<p>${d.career_en}</p><p>${d.creds_en}</p><p>In the classroom, ${first} is known for turning ${d.field_en} into practical, step-by-step routines that participants can apply the very next working day. Sessions rely on real UAE cases, current forms and honest discussion of the mistakes that cost professionals time, money and reputation.</p><p>Beyond teaching, ${first} contributes articles to the institute\'s blog, mentors recent graduates and regularly speaks at industry events in the UAE and the wider Gulf region.</p>`;
}

function bioAr(d: InstructorDraft): string {
  return `<p>${d.career_ar}</p><p>${d.creds_ar}</p><p>ويُعرف في قاعة التدريب بقدرته على تحويل ${d.field_ar} إلى إجراءات عملية متدرجة يستطيع المشاركون تطبيقها في يوم عملهم التالي مباشرة، إذ تعتمد جلساته على حالات واقعية من سوق الإمارات ونماذج معتمدة حديثة ونقاش صريح للأخطاء التي تكلّف المهنيين وقتهم وأموالهم وسمعتهم.</p><p>وإلى جانب التدريب، يسهم بمقالات في مدونة المعهد، ويرشد الخريجين الجدد في بداية مسيرتهم، ويشارك بانتظام متحدثاً في الفعاليات والمؤتمرات المهنية التي تُعقد في الدولة ومنطقة الخليج.</p>`;
}

function bioArF(d: InstructorDraft): string {
  return `<p>${d.career_ar}</p><p>${d.creds_ar}</p><p>وتُعرف في قاعة التدريب بقدرتها على تحويل ${d.field_ar} إلى إجراءات عملية متدرجة يستطيع المشاركون تطبيقها في يوم عملهم التالي مباشرة، إذ تعتمد جلساتها على حالات واقعية من سوق الإمارات ونماذج معتمدة حديثة ونقاش صريح للأخطاء التي تكلّف المهنيين وقتهم وأموالهم وسمعتهم.</p><p>وإلى جانب التدريب، تسهم بمقالات في مدونة المعهد، وترشد الخريجين الجدد في بداية مسيرتهم، وتشارك بانتظام متحدثةً في الفعاليات والمؤتمرات المهنية التي تُعقد في الدولة ومنطقة الخليج.</p>`;
}

const FEMALE = new Set([2, 4, 6, 8, 11]);

const drafts: InstructorDraft[] = [
  {
    id: 1,
    link: 'ahmed-al-mansoori',
    name_en: 'Ahmed Al Mansoori',
    name_ar: 'أحمد المنصوري',
    palette: 'navy',
    courses: [1, 5, 22, 24],
    career_en:
      'Ahmed Al Mansoori has spent more than eighteen years in the Dubai real-estate sector, first in the registration department of a government entity and later as managing director of a licensed brokerage with forty agents. He has handled thousands of transfers, from studio apartments in Deira to land plots in Dubai South.',
    career_ar:
      'يمتلك أحمد المنصوري خبرة تزيد على ثمانية عشر عاماً في القطاع العقاري بدبي، بدأها في إدارة التسجيل العقاري بإحدى الجهات الحكومية، ثم شغل منصب المدير العام لشركة وساطة مرخصة تضم أربعين وسيطاً. وقد أشرف على آلاف عمليات نقل الملكية، من الاستوديوهات في ديرة إلى قطع الأراضي في دبي الجنوب.',
    creds_en:
      "He holds a master's degree in real estate management, is a certified trainer and has served on industry committees that review broker conduct and examination content.",
    creds_ar:
      'وهو حاصل على درجة الماجستير في إدارة العقارات، ومدرب معتمد، وشارك في لجان مهنية تُعنى بمراجعة سلوك الوسطاء ومحتوى اختبارات الترخيص.',
    field_en: 'brokerage regulation',
    field_ar: 'أنظمة الوساطة العقارية',
  },
  {
    id: 2,
    link: 'fatima-al-hashemi',
    name_en: 'Fatima Al Hashemi',
    name_ar: 'فاطمة الهاشمي',
    palette: 'teal',
    courses: [9, 11, 12, 14],
    career_en:
      "Fatima Al Hashemi leads community management for a portfolio of more than twenty jointly owned towers and villa communities in Dubai Marina, Jumeirah Lake Towers and Arabian Ranches. She has chaired hundreds of general assemblies and guided owners' committees through budget approvals and major works.",
    career_ar:
      'تتولى فاطمة الهاشمي إدارة المجتمعات لمحفظة تضم أكثر من عشرين برجاً ومجمع فلل مشتركة الملكية في دبي مارينا وأبراج بحيرات جميرا والمرابع العربية. وقد ترأست مئات الجمعيات العمومية، ورافقت لجان الملاك في اعتماد الموازنات وتنفيذ الأعمال الكبرى.',
    creds_en:
      'She is a certified community manager, holds a degree in business administration from the UAE University and mentors young Emirati women entering facilities and property management.',
    creds_ar:
      'وهي مديرة مجتمعات معتمدة، وحاصلة على درجة البكالوريوس في إدارة الأعمال من جامعة الإمارات العربية المتحدة، وتتولى توجيه الشابات المواطنات الملتحقات بمجال إدارة المرافق والعقارات.',
    field_en: 'community governance',
    field_ar: 'حوكمة المجتمعات العقارية',
  },
  {
    id: 3,
    link: 'james-whitfield',
    name_en: 'James Whitfield',
    name_ar: 'جيمس ويتفيلد',
    palette: 'gold',
    courses: [16, 17, 18, 21],
    career_en:
      'James Whitfield is a chartered surveyor who has valued residential, commercial and hospitality assets across the Gulf for over twenty years. Before moving to Dubai in 2009 he worked for an international advisory firm in London, and he now leads the valuation practice of a regional consultancy.',
    career_ar:
      'جيمس ويتفيلد مسّاح قانوني معتمد، يعمل منذ أكثر من عشرين عاماً في تقييم الأصول السكنية والتجارية والفندقية في دول الخليج. وقبل انتقاله إلى دبي عام 2009 عمل لدى شركة استشارات دولية في لندن، ويقود حالياً قسم التقييم في شركة استشارات إقليمية.',
    creds_en:
      'He is a Fellow of the Royal Institution of Chartered Surveyors, a registered valuer in Dubai and a frequent expert witness in property disputes.',
    creds_ar:
      'وهو زميل في المعهد الملكي للمساحين القانونيين، ومقيّم مسجل في دبي، ويُستعان به كثيراً خبيراً في النزاعات العقارية.',
    field_en: 'valuation theory',
    field_ar: 'نظريات التقييم العقاري',
  },
  {
    id: 4,
    link: 'rania-haddad',
    name_en: 'Rania Haddad',
    name_ar: 'رانيا حداد',
    palette: 'gold',
    courses: [33, 35, 36, 37],
    career_en:
      "Rania Haddad has built marketing teams for two of the region's best-known developers and now runs a consultancy that helps brokerages grow through digital channels. Her campaigns for master-planned communities have won regional marketing awards.",
    career_ar:
      'أسست رانيا حداد فرق التسويق لدى اثنين من أشهر المطورين العقاريين في المنطقة، وتدير حالياً شركة استشارات تساعد شركات الوساطة على النمو عبر القنوات الرقمية. وقد نالت حملاتها التسويقية لمجتمعات متكاملة جوائز إقليمية في مجال التسويق.',
    creds_en:
      'She holds an MBA from the American University of Beirut and is a certified digital marketing professional.',
    creds_ar:
      'وهي حاصلة على درجة الماجستير في إدارة الأعمال من الجامعة الأمريكية في بيروت، ومتخصصة معتمدة في التسويق الرقمي.',
    field_en: 'marketing strategy',
    field_ar: 'استراتيجيات التسويق',
  },
  {
    id: 5,
    link: 'omar-khalil',
    name_en: 'Omar Khalil',
    name_ar: 'عمر خليل',
    palette: 'navy',
    courses: [22, 23, 25, 26, 27],
    career_en:
      'Omar Khalil is a legal consultant specialising in real-estate and construction law. For fifteen years he has advised developers, banks and individual owners in Dubai and Abu Dhabi, and he has represented clients before the Rental Disputes Centre and in arbitration.',
    career_ar:
      'عمر خليل مستشار قانوني متخصص في قانون العقارات والإنشاءات. قدّم على مدى خمسة عشر عاماً المشورة للمطورين والبنوك والملاك الأفراد في دبي وأبوظبي، ومثّل موكليه أمام مركز فض المنازعات الإيجارية وفي قضايا التحكيم.',
    creds_en:
      "He holds a law degree from Cairo University and a master's in commercial law, and he lectures regularly on landlord and tenant legislation.",
    creds_ar:
      'وهو حاصل على درجة الليسانس في الحقوق من جامعة القاهرة ودرجة الماجستير في القانون التجاري، ويحاضر بانتظام في تشريعات العلاقة الإيجارية.',
    field_en: 'legal texts',
    field_ar: 'النصوص القانونية',
  },
  {
    id: 6,
    link: 'priya-raman',
    name_en: 'Priya Raman',
    name_ar: 'بريا رامان',
    palette: 'sand',
    courses: [28, 30, 31],
    career_en:
      'Priya Raman has arranged home finance for more than three thousand buyers in the UAE, first at a leading retail bank and then as head of a mortgage brokerage. She knows the credit policies of the major lenders and the questions that delay approvals.',
    career_ar:
      'رتّبت بريا رامان التمويل السكني لأكثر من ثلاثة آلاف مشترٍ في الدولة، بدءاً من عملها في أحد البنوك الرائدة في قطاع التجزئة، ثم بصفتها رئيسة لشركة وساطة في التمويل العقاري. وهي ملمّة بسياسات الائتمان لدى كبرى جهات التمويل والأسئلة التي تؤخر الموافقات.',
    creds_en:
      'She is a chartered accountant and a certified financial planner, and she regularly briefs brokerage teams on changes in lending policy.',
    creds_ar:
      'وهي محاسبة قانونية ومخططة مالية معتمدة، وتقدّم بانتظام إحاطات لفرق شركات الوساطة حول المستجدات في سياسات التمويل.',
    field_en: 'mortgage rules',
    field_ar: 'ضوابط التمويل العقاري',
  },
  {
    id: 7,
    link: 'khalid-al-suwaidi',
    name_en: 'Khalid Al Suwaidi',
    name_ar: 'خالد السويدي',
    palette: 'navy',
    courses: [1, 2, 3, 6, 8],
    career_en:
      'Khalid Al Suwaidi directed sales for several landmark off-plan launches in Dubai Creek Harbour, Dubai Hills Estate and Yas Island. He later founded a brokerage focused on first-time buyers and Emirati families.',
    career_ar:
      'أدار خالد السويدي المبيعات في عدد من أبرز مشاريع البيع على الخارطة في خور دبي ودبي هيلز استيت وجزيرة ياس، ثم أسس شركة وساطة تركز على خدمة مشتري المسكن الأول والأسر المواطنة.',
    creds_en:
      "He holds a bachelor's degree in finance from the American University of Sharjah and is a licensed broker and certified trainer.",
    creds_ar:
      'وهو حاصل على درجة البكالوريوس في المالية من الجامعة الأمريكية في الشارقة، ووسيط مرخّص ومدرب معتمد، ويحرص على مشاركة تجاربه الميدانية مع الوسطاء الجدد.',
    field_en: 'sales processes',
    field_ar: 'إجراءات البيع',
  },
  {
    id: 8,
    link: 'sara-al-marzouqi',
    name_en: 'Sara Al Marzouqi',
    name_ar: 'سارة المرزوقي',
    palette: 'teal',
    courses: [39, 40, 41],
    career_en:
      'Sara Al Marzouqi is a sustainability engineer who has led green building certification for offices, schools and residential communities across the UAE. She advises developers on energy retrofits and net-zero roadmaps.',
    career_ar:
      'سارة المرزوقي مهندسة متخصصة في الاستدامة، قادت عمليات اعتماد المباني الخضراء لمكاتب ومدارس ومجتمعات سكنية في مختلف أنحاء الدولة، وتقدّم المشورة للمطورين بشأن مشاريع إعادة التأهيل لرفع كفاءة الطاقة وخرائط الطريق نحو الحياد الكربوني.',
    creds_en:
      "She holds a master's degree in sustainable design from Khalifa University and is an accredited green building professional who has reviewed dozens of projects.",
    creds_ar:
      'وهي حاصلة على درجة الماجستير في التصميم المستدام من جامعة خليفة، ومتخصصة معتمدة في المباني الخضراء، وراجعت عشرات المشاريع.',
    field_en: 'sustainability targets',
    field_ar: 'أهداف الاستدامة',
  },
  {
    id: 9,
    link: 'michael-brennan',
    name_en: 'Michael Brennan',
    name_ar: 'مايكل برينان',
    palette: 'sand',
    courses: [4, 6, 34],
    career_en:
      'Michael Brennan has negotiated commercial leases and prime residential sales in Dublin, London and Dubai. He now coaches sales teams at brokerages and developers on structured negotiation and closing.',
    career_ar:
      'تفاوض مايكل برينان على عقود إيجار تجارية وصفقات بيع لعقارات سكنية فاخرة في دبلن ولندن ودبي، ويعمل حالياً مدرباً لفرق المبيعات لدى شركات الوساطة والمطورين في مجال التفاوض المنهجي وإتمام الصفقات.',
    creds_en:
      'He studied economics at Trinity College Dublin and is a certified negotiation trainer who has coached more than two thousand sales professionals across the region.',
    creds_ar:
      'درس الاقتصاد في كلية الثالوث بدبلن، وهو مدرب معتمد في مهارات التفاوض، درّب أكثر من ألفي متخصص في المبيعات في مختلف دول المنطقة.',
    field_en: 'negotiation',
    field_ar: 'مهارات التفاوض',
  },
  {
    id: 10,
    link: 'youssef-benali',
    name_en: 'Youssef Benali',
    name_ar: 'يوسف بن علي',
    palette: 'teal',
    courses: [20, 38, 42],
    career_en:
      'Youssef Benali is a product leader who has built listing platforms, valuation tools and CRM systems for the Middle East market. He has worked with government digital-transformation teams on property data services.',
    career_ar:
      'يوسف بن علي قائد في تطوير المنتجات الرقمية، أسهم في بناء منصات عرض العقارات وأدوات التقييم وأنظمة إدارة علاقات العملاء لأسواق الشرق الأوسط، وتعاون مع فرق التحول الرقمي الحكومية في تطوير خدمات البيانات العقارية.',
    creds_en:
      'He holds an engineering degree from a leading French grande école and a certificate in data science, and he advises start-ups in the regional PropTech ecosystem.',
    creds_ar:
      'وهو حاصل على شهادة في الهندسة من إحدى كبرى المدارس الفرنسية وشهادة في علم البيانات، ويقدّم المشورة للشركات الناشئة في منظومة التقنيات العقارية بالمنطقة.',
    field_en: 'technology',
    field_ar: 'التقنيات الحديثة',
  },
  {
    id: 11,
    link: 'layla-abdulrahman',
    name_en: 'Layla Abdulrahman',
    name_ar: 'ليلى عبد الرحمن',
    palette: 'gold',
    courses: [7, 19, 29, 32],
    career_en:
      'Layla Abdulrahman has worked in Islamic banking, fund management and tax advisory in the Gulf for sixteen years. She has structured Shariah-compliant real-estate funds and advises property companies on VAT, corporate tax and anti-money-laundering compliance.',
    career_ar:
      'عملت ليلى عبد الرحمن ستة عشر عاماً في مجالات الصيرفة الإسلامية وإدارة الصناديق والاستشارات الضريبية في منطقة الخليج، وأسهمت في هيكلة صناديق عقارية متوافقة مع أحكام الشريعة، وتقدّم المشورة للشركات العقارية في مسائل ضريبة القيمة المضافة وضريبة الشركات والامتثال لمتطلبات مكافحة غسل الأموال.',
    creds_en:
      'She is a certified Islamic finance professional and a registered tax agent, and she sits on the advisory board of a women-in-finance network.',
    creds_ar:
      'وهي متخصصة معتمدة في التمويل الإسلامي ووكيلة ضريبية مسجلة، وعضوة في المجلس الاستشاري لإحدى شبكات المرأة في القطاع المالي.',
    field_en: 'finance and compliance',
    field_ar: 'مسائل التمويل والامتثال',
  },
  {
    id: 12,
    link: 'daniel-okafor',
    name_en: 'Daniel Okafor',
    name_ar: 'دانيال أوكافور',
    palette: 'sand',
    courses: [10, 13, 15],
    career_en:
      'Daniel Okafor manages operations for a property management company with more than six thousand residential units and a licensed holiday home division. He previously ran facilities for a hotel group in Abu Dhabi.',
    career_ar:
      'يدير دانيال أوكافور العمليات في شركة لإدارة العقارات تضم أكثر من ستة آلاف وحدة سكنية وقسماً مرخصاً لبيوت العطلات، وسبق له أن أدار المرافق لدى مجموعة فندقية كبرى في أبوظبي لعدة سنوات.',
    creds_en:
      'He is a certified facility manager and holds a degree in mechanical engineering, with a particular interest in energy performance and guest experience.',
    creds_ar:
      'وهو مدير مرافق معتمد وحاصل على درجة البكالوريوس في الهندسة الميكانيكية، ويولي اهتماماً خاصاً بكفاءة استهلاك الطاقة وتجربة الضيوف والسكان.',
    field_en: 'building operations',
    field_ar: 'تشغيل المباني',
  },
];

export const instructors: SeedInstructor[] = drafts.map((d) => ({
  InstructorID: d.id,
  InstructorLink: d.link,
  InstructorName_en: d.name_en,
  InstructorName_ar: d.name_ar,
  InstructorBio_en: bioEn(d),
  InstructorBio_ar: FEMALE.has(d.id) ? bioArF(d) : bioAr(d),
  CourseIds: d.courses,
  InstructorPhoto: { title_en: d.name_en, title_ar: d.name_ar, palette: d.palette, icon: 'person' },
}));

/** Instructors per course (derived); used to pick program instructors. */
export function instructorsOfCourse(productId: number): number[] {
  return drafts.filter((d) => d.courses.includes(productId)).map((d) => d.id);
}
