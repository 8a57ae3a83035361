import type { Palette, SeedTestimonial } from './types';

/**
 * 24 testimonials: 1-18 text (type 1), 19-24 video (type 2).
 * Both languages are stored as `_en/_ar` pairs (no Lang column): the site shows the pair
 * that matches the page language.
 */
type T = [id: number, name_en: string, name_ar: string, role_en: string, role_ar: string, text_en: string, text_ar: string];

const TEXT: T[] = [
  [1, 'Mariam Al Ketbi', 'مريم الكتبي', 'Broker, Dubai Marina', 'وسيطة عقارية، دبي مارينا',
    'I joined the broker certification course with no background in real estate. The trainers explained every form with real examples, and the mock exams were almost identical in difficulty to the real one. I passed on my first attempt and closed my first sale six weeks later. The evening timing made it possible to study while still working.',
    'التحقت بدورة شهادة الوسيط العقاري دون أي خلفية في القطاع، فشرح المدربون كل نموذج بأمثلة حقيقية، وجاءت الاختبارات التجريبية مماثلة تقريباً في صعوبتها للاختبار الفعلي. نجحت من المحاولة الأولى وأتممت أول صفقة بيع بعد ستة أسابيع. وقد أتاح لي التوقيت المسائي الدراسة مع الاستمرار في عملي.'],
  [2, 'Rajesh Menon', 'راجيش مينون', 'Leasing Manager, Al Barsha', 'مدير تأجير، البرشاء',
    'The leasing and Ejari course saved our team a lot of time. We had been making small mistakes in contracts that led to tenant complaints. After two days of training we rewrote our addenda, updated our renewal notices and have had far fewer disputes since. Practical, precise and well organised.',
    'وفّرت دورة التأجير ونظام "إيجاري" الكثير من الوقت على فريقنا؛ فقد كنا نقع في أخطاء صغيرة في العقود تسببت في شكاوى المستأجرين. وبعد يومين من التدريب أعدنا صياغة ملاحق العقود وحدّثنا إخطارات التجديد، وانخفضت النزاعات كثيراً منذ ذلك الحين. تدريب عملي ودقيق ومنظم.'],
  [3, 'Aisha Al Nuaimi', 'عائشة النعيمي', 'Community Manager, Sharjah', 'مديرة مجتمع، الشارقة',
    'As a new community manager I was nervous about chairing my first general assembly. The owners\' associations course gave me a clear agenda template, taught me how to handle difficult questions and explained the voting rules. The assembly went smoothly and the owners approved the budget on the first round.',
    'كنت قلقة بصفتي مديرة مجتمع جديدة من ترؤس أول جمعية عمومية، فمنحتني دورة جمعيات الملاك نموذجاً واضحاً لجدول الأعمال، وعلّمتني كيفية التعامل مع الأسئلة الصعبة، وشرحت قواعد التصويت. ومرّت الجمعية بسلاسة واعتمد الملاك الموازنة من الجولة الأولى.'],
  [4, 'Thomas Keller', 'توماس كيلر', 'Investment Analyst', 'محلل استثمار',
    'The cash-flow modelling course was the most useful training I have taken since university. We built a full model from scratch, tested it against real transactions and learned how to present the results to a committee. I now use the same template for every acquisition we review.',
    'كانت دورة نمذجة التدفقات النقدية أكثر تدريب استفدت منه منذ تخرجي في الجامعة؛ فقد بنينا نموذجاً كاملاً من البداية، واختبرناه على صفقات حقيقية، وتعلمنا كيفية عرض النتائج على لجنة الاستثمار. وأستخدم اليوم النموذج نفسه في كل عملية استحواذ نراجعها.'],
  [5, 'Hamad Al Dhaheri', 'حمد الظاهري', 'Valuation Trainee, Abu Dhabi', 'متدرب في التقييم العقاري، أبوظبي',
    'I chose the valuation principles course to start my career as a valuer. The instructor\'s experience in the Gulf market made every session valuable, and the report-writing exercise prepared me for my first assignments at the bank. I recommend it to every Emirati graduate interested in this field.',
    'اخترت دورة مبادئ التقييم العقاري لبدء مسيرتي مقيّماً، وقد جعلت خبرة المدرب في أسواق الخليج كل جلسة ذات قيمة عالية، كما أعدّني تمرين كتابة التقارير لمهامي الأولى في البنك. أنصح بها كل خريج مواطن مهتم بهذا المجال.'],
  [6, 'Nadia Farouk', 'نادية فاروق', 'Sales Consultant, Developer', 'مستشارة مبيعات لدى مطور عقاري',
    'The off-plan sales course helped me explain payment plans and escrow to buyers with confidence. Clients noticed the difference immediately: they ask fewer worried questions and trust the information I give them. The trainer\'s stories from real launches were both entertaining and instructive.',
    'ساعدتني دورة مبيعات العقارات على الخارطة على شرح خطط السداد وحسابات الضمان للمشترين بثقة، ولاحظ العملاء الفرق على الفور؛ فقد قلّت أسئلتهم القلقة وازدادت ثقتهم بالمعلومات التي أقدمها. وكانت قصص المدرب من عمليات إطلاق حقيقية ممتعة ومفيدة في آنٍ واحد.'],
  [7, 'Saeed Al Falasi', 'سعيد الفلاسي', 'Property Owner', 'مالك عقارات',
    'I own several apartments and attended the landlord and tenant law course to understand my rights. I learned that some of my old practices were not compliant, and I corrected them before they became a problem. The explanations were clear and the Arabic materials were excellent.',
    'أملك عدة شقق، وحضرت دورة قانون العلاقة بين المؤجر والمستأجر لأفهم حقوقي، فاكتشفت أن بعض ممارساتي السابقة لم تكن متوافقة مع القانون، وصححتها قبل أن تتحول إلى مشكلة. كانت الشروحات واضحة والمواد العربية ممتازة.'],
  [8, 'Elena Petrova', 'إيلينا بتروفا', 'Marketing Coordinator', 'منسقة تسويق',
    'Our brokerage doubled the quality of its leads after I applied what I learned in the digital marketing course. We stopped spending on campaigns that did not convert and focused on landing pages and fast follow-up. The advertising compliance session alone was worth the fee.',
    'تضاعفت جودة العملاء المحتملين لدى شركتنا بعد أن طبّقت ما تعلمته في دورة التسويق الرقمي؛ فقد أوقفنا الإنفاق على الحملات غير المجدية، وركزنا على الصفحات المقصودة والمتابعة السريعة. وكانت الجلسة الخاصة بالامتثال لضوابط الإعلان وحدها تستحق الرسوم.'],
  [9, 'Khalifa Al Shamsi', 'خليفة الشامسي', 'Brokerage Owner', 'صاحب شركة وساطة',
    'I sent my whole team to the negotiation course as an onsite programme at our office. The simulations were realistic and the feedback was direct. Within a month our average time to close had fallen, and the team now prepares every negotiation with a written plan.',
    'أرسلت فريقي بالكامل إلى دورة التفاوض التي عُقدت في مقر شركتنا، وكانت المحاكاة واقعية والملاحظات صريحة. وخلال شهر واحد انخفض متوسط المدة اللازمة لإتمام الصفقات، وبات الفريق يستعد لكل مفاوضة بخطة مكتوبة.'],
  [10, 'Fatma Yilmaz', 'فاطمة يلماز', 'Facilities Supervisor', 'مشرفة مرافق',
    'The maintenance planning course gave me the tools to build an asset register and a preventive schedule for our community. Our emergency call-outs have dropped noticeably, and the owners\' committee appreciated the clear reports. The site visit was a highlight.',
    'منحتني دورة تخطيط الصيانة الأدوات اللازمة لإعداد سجل للأصول وجدول للصيانة الوقائية في مجتمعنا، فانخفضت طلبات الصيانة الطارئة بشكل ملحوظ، وأشادت لجنة الملاك بوضوح التقارير. وكانت الزيارة الميدانية من أبرز محطات الدورة.'],
  [11, 'Omar Bakri', 'عمر بكري', 'Mortgage Adviser', 'مستشار تمويل عقاري',
    'Moving from retail banking to mortgage advice, I needed a structured view of the whole process. The course covered regulations, products and documentation thoroughly, and the case studies reflected the real clients I now meet every day.',
    'عند انتقالي من الخدمات المصرفية للأفراد إلى الاستشارات في التمويل العقاري، احتجت إلى رؤية منظمة للعملية بأكملها، فغطت الدورة الأنظمة والمنتجات والمستندات تغطية شاملة، وعكست دراسات الحالة العملاء الحقيقيين الذين ألتقيهم يومياً.'],
  [12, 'Sophie Laurent', 'صوفي لوران', 'Asset Manager', 'مديرة أصول',
    'The ESG course connected international frameworks with the realities of operating buildings in the UAE. I left with a practical improvement plan for two of our towers and a much better understanding of what investors expect in their reporting.',
    'ربطت دورة الاستدامة والحوكمة البيئية والاجتماعية بين الأطر الدولية وواقع تشغيل المباني في الدولة، وخرجت منها بخطة تحسين عملية لاثنين من أبراجنا، وبفهم أعمق بكثير لما يتوقعه المستثمرون في تقاريرهم.'],
  [13, 'Abdullah Al Hammadi', 'عبدالله الحمادي', 'Government Employee', 'موظف حكومي',
    'I attended the free session for first-time buyers before purchasing my first apartment. It explained the fees, the mortgage steps and the questions to ask the developer. I felt far more confident when I met the bank and the broker.',
    'حضرت الجلسة المجانية لمشتري المسكن الأول قبل شراء شقتي الأولى، فشرحت الرسوم وخطوات التمويل العقاري والأسئلة التي ينبغي طرحها على المطور، وشعرت بثقة أكبر بكثير عند لقائي بالبنك والوسيط.'],
  [14, 'Grace Mwangi', 'غريس موانغي', 'Holiday Home Operator', 'مشغّلة بيوت عطلات',
    'The holiday home course walked me through permits, pricing and guest management step by step. I launched my operation with ten units and a clear compliance checklist, and occupancy in the first season exceeded my plan.',
    'أرشدتني دورة بيوت العطلات خطوة بخطوة إلى التصاريح والتسعير وإدارة الضيوف، فأطلقت نشاطي بعشر وحدات وقائمة واضحة لمتطلبات الامتثال، وتجاوزت نسبة الإشغال في الموسم الأول ما خططت له.'],
  [15, 'Yousef Al Ali', 'يوسف العلي', 'Legal Assistant', 'مساعد قانوني',
    'Drafting sale and purchase agreements is now part of my daily work. The course showed me which clauses cause disputes and how to explain them to clients in simple terms. The trainer answered every question with patience and real examples.',
    'أصبحت صياغة اتفاقيات البيع والشراء جزءاً من عملي اليومي، وقد بيّنت لي الدورة البنود التي تسبب النزاعات وكيفية شرحها للعملاء بعبارات بسيطة. وأجاب المدرب عن كل سؤال بصبر وبأمثلة واقعية.'],
  [16, 'Hind Al Qasimi', 'هند القاسمي', 'Diploma Graduate', 'خريجة الدبلوم',
    'Completing the Professional Diploma in Real Estate Brokerage changed my career. The combination of courses gave me a complete picture of the profession, and my academic adviser kept me on track during a busy year at work. I was promoted to team leader before graduation.',
    'غيّر إتمام الدبلوم المهني في الوساطة العقارية مسيرتي المهنية؛ فقد منحتني مجموعة الدورات صورة متكاملة عن المهنة، وساعدني مرشدي الأكاديمي على الالتزام بالخطة خلال عام حافل بالعمل. وقد رُقّيت إلى قائدة فريق قبل التخرج.'],
  [17, 'Vikram Shah', 'فيكرام شاه', 'Compliance Officer', 'مسؤول امتثال',
    'The AML course is essential for anyone in a brokerage. It clarified our reporting duties, the red flags to watch for and how to document due diligence. Our internal policy was updated the same month, and our last inspection went smoothly.',
    'تُعد دورة مكافحة غسل الأموال ضرورية لكل من يعمل في شركات الوساطة؛ فقد أوضحت واجبات الإبلاغ لدينا، والمؤشرات التحذيرية التي ينبغي الانتباه إليها، وكيفية توثيق إجراءات العناية الواجبة. وحدّثنا سياستنا الداخلية في الشهر نفسه، ومرّ التفتيش الأخير بسلاسة.'],
  [18, 'Latifa Al Mazrouei', 'لطيفة المزروعي', 'Sustainability Engineer', 'مهندسة استدامة',
    'The green building course explained the rating requirements clearly and linked them to costs and value. It was useful for engineers and non-engineers alike, and the discussions with developers in the group were especially rich.',
    'شرحت دورة المباني الخضراء متطلبات التصنيف بوضوح وربطتها بالتكاليف والقيمة، وكانت مفيدة للمهندسين وغير المهندسين على حد سواء، وتميزت النقاشات مع المطورين المشاركين في المجموعة بثرائها.'],
];


/** A closing sentence per text testimonial (keeps every text within 40-90 words in both languages). */
const EXTRA: Record<number, [string, string]> = {
  1: ['I would recommend it to anyone serious about this profession.', 'وأنصح بها كل من يتعامل مع هذه المهنة بجدية ويطمح إلى التميز فيها.'],
  2: ['Our new staff now attend it in their first month.', 'وبات موظفونا الجدد يحضرونها خلال شهرهم الأول في العمل لدينا بصورة منتظمة.'],
  3: ['I still use the templates before every meeting with owners.', 'وما زلت أستخدم النماذج التي حصلت عليها قبل كل اجتماع مع الملاك وأعضاء اللجنة.'],
  4: ['The trainer was generous with his time after every session.', 'وكان المدرب كريماً بوقته بعد كل جلسة، يجيب عن أسئلتنا ويراجع نماذجنا بصبر.'],
  5: ['The institute also helped me find a mentor in the profession.', 'كما ساعدني المعهد في العثور على مرشد مهني يتابع خطواتي الأولى في هذا المجال.'],
  6: ['It was money and time very well spent.', 'لقد كانت الرسوم والوقت اللذان خصصتهما للدورة استثماراً موفقاً بكل المقاييس.'],
  7: ['I have since enrolled in the property management course as well.', 'وقد سجلت بعدها في دورة إدارة العقارات أيضاً لأستكمل معرفتي بإدارة وحداتي بصورة احترافية.'],
  8: ['I am already planning to attend the negotiation course next.', 'وأخطط بالفعل للالتحاق بدورة التفاوض في المرحلة القادمة لتطوير مهاراتي في إتمام الصفقات.'],
  9: ['We will repeat the programme for every new group of agents.', 'وسنكرر البرنامج مع كل مجموعة جديدة من الوكلاء الذين ينضمون إلى شركتنا مستقبلاً.'],
  10: ['I now share the same approach with other supervisors in our company.', 'وأنا الآن أشارك النهج نفسه مع المشرفين الآخرين في شركتنا لتعميم الفائدة على جميع المجتمعات التي نديرها.'],
  11: ['Six months later, I have my own client base and steady referrals.', 'وبعد ستة أشهر أصبحت لدي قاعدة عملاء خاصة بي وإحالات مستمرة من عملاء راضين عن الخدمة.'],
  12: ['The group discussions with other managers were a real bonus.', 'وكانت النقاشات الجماعية مع مديري أصول آخرين من شركات مختلفة قيمة مضافة حقيقية للتجربة.'],
  13: ['My wife and I made our decision with much more peace of mind.', 'واتخذت أنا وزوجتي قرار الشراء بقدر أكبر بكثير من الاطمئنان والوضوح بعد حضور تلك الجلسة.'],
  14: ['The trainer even reviewed my first owner report before I sent it.', 'بل إن المدرب راجع أول تقرير أعددته للملاك قبل إرساله، وقدّم لي ملاحظات قيّمة ساعدتني كثيراً.'],
  15: ['My manager noticed the improvement in my work within weeks.', 'ولاحظ مديري التحسن في جودة عملي خلال أسابيع قليلة من انتهاء الدورة، وأوكل إلي ملفات أكثر أهمية.'],
  16: ['I am grateful to every trainer who was part of this journey.', 'وأنا ممتنة لكل مدرب كان جزءاً من هذه الرحلة المهنية المميزة.'],
  17: ['Every brokerage in the country should send its team.', 'وأرى أن على كل شركة وساطة في الدولة أن ترسل فريقها بالكامل إلى هذه الدورة دون تردد.'],
  18: ['I now use what I learned when advising clients on new projects and retrofits.', 'وأستخدم اليوم ما تعلمته عند تقديم المشورة للعملاء بشأن المشاريع الجديدة وأعمال إعادة تأهيل المباني القائمة لرفع كفاءتها.'],
};

type V = [id: number, name_en: string, name_ar: string, role_en: string, role_ar: string, caption_en: string, caption_ar: string, videoId: string];

const VIDEO: V[] = [
  [19, 'Ahmed Rashid', 'أحمد راشد', 'Broker, Business Bay', 'وسيط عقاري، الخليج التجاري', 'How the broker certification course helped me start my career.', 'كيف ساعدتني دورة شهادة الوسيط العقاري على بدء مسيرتي المهنية.', 'Lm4pQ8rTz2c'],
  [20, 'Noura Al Suwaidi', 'نورة السويدي', 'Community Manager', 'مديرة مجتمع', 'My experience with the owners\' associations course.', 'تجربتي مع دورة جمعيات الملاك.', 'Vb7nK3sWq9e'],
  [21, 'David Clarke', 'ديفيد كلارك', 'Valuer', 'مقيّم عقاري', 'Why I recommend the valuation diploma.', 'لماذا أوصي بدبلوم التقييم العقاري.', 'Gh2yR6tPx1m'],
  [22, 'Salma Haddad', 'سلمى حداد', 'Marketing Manager', 'مديرة تسويق', 'What changed in our marketing after the course.', 'ما الذي تغيّر في تسويقنا بعد الدورة.', 'Qz5wE8uJk4n'],
  [23, 'Rashed Al Kaabi', 'راشد الكعبي', 'Diploma Graduate', 'خريج الدبلوم', 'From graduate to team leader in one year.', 'من خريج إلى قائد فريق في عام واحد.', 'Xc3vB7mNp6s'],
  [24, 'Meera Iyer', 'ميرا آير', 'Mortgage Adviser', 'مستشارة تمويل عقاري', 'Learning mortgage advice with practitioners.', 'تعلّم الاستشارات في التمويل العقاري على أيدي ممارسين.', 'Fd9hT1kLr5w'],
];

const palettes: Palette[] = ['navy', 'teal', 'gold', 'sand'];

export const testimonials: SeedTestimonial[] = [
  ...TEXT.map(([id, name_en, name_ar, role_en, role_ar, text_en, text_ar]): SeedTestimonial => ({
    TestimonialID: id,
    TestimonialType: 1,
    TestimonialName_en: name_en,
    TestimonialName_ar: name_ar,
    TestimonialRole_en: role_en,
    TestimonialRole_ar: role_ar,
    Testimonial_en: `${text_en} ${EXTRA[id]?.[0] ?? ''}`.trim(),
    Testimonial_ar: `${text_ar} ${EXTRA[id]?.[1] ?? ''}`.trim(),
    TestimonialPhoto: { title_en: name_en, title_ar: name_ar, palette: palettes[id % 4] as Palette, icon: 'person' },
    TestimonialVideo: null,
    DisplayOrder: id,
  })),
  ...VIDEO.map(([id, name_en, name_ar, role_en, role_ar, cap_en, cap_ar, vid]): SeedTestimonial => ({
    TestimonialID: id,
    TestimonialType: 2,
    TestimonialName_en: name_en,
    TestimonialName_ar: name_ar,
    TestimonialRole_en: role_en,
    TestimonialRole_ar: role_ar,
    Testimonial_en: cap_en,
    Testimonial_ar: cap_ar,
    TestimonialPhoto: null,
    TestimonialVideo: `https://www.youtube.com/watch?v=${vid}`,
    DisplayOrder: id,
  })),
];
