import type { ArticleDraft } from './article-templates';

/** Articles 1-15 (older first). */
export const articleDrafts1: ArticleDraft[] = [
  {
    id: 1,
    link: 'five-documents-every-seller-needs',
    theme: 'market',
    daysAgo: 538,
    title_en: 'Five Documents Every Seller Needs Before Listing',
    title_ar: 'خمسة مستندات يحتاجها كل بائع قبل عرض عقاره',
    lead_en:
      'A listing that is ready on day one sells faster and with fewer surprises. Before a broker signs the listing agreement, the seller should gather a small set of documents that prove ownership, show that charges are settled and allow the advertising permit to be issued without delay.',
    lead_ar:
      'العقار الجاهز للعرض منذ اليوم الأول يُباع أسرع وبمفاجآت أقل. وقبل أن يوقّع الوسيط اتفاقية الإدراج، ينبغي للبائع أن يجهّز مجموعة صغيرة من المستندات التي تثبت الملكية، وتبيّن تسوية الرسوم المستحقة، وتتيح إصدار تصريح الإعلان دون تأخير.',
    heading_en: 'The checklist',
    heading_ar: 'قائمة التحقق',
    points_en: [
      "The title deed or Oqood certificate, and the owner's Emirates ID or passport",
      'A service-charge statement and any mortgage liability letter from the bank',
      'The signed listing agreement so that the advertising permit can be requested',
    ],
    points_ar: [
      'سند الملكية أو شهادة "عقود"، وبطاقة الهوية الإماراتية أو جواز سفر المالك',
      'كشف برسوم الخدمات وخطاب المديونية من البنك في حال وجود رهن',
      'اتفاقية الإدراج الموقعة حتى يمكن طلب تصريح الإعلان',
    ],
  },
  {
    id: 2,
    link: 'understanding-the-rental-increase-calculator',
    theme: 'law',
    daysAgo: 521,
    title_en: 'Understanding the Rental Increase Calculator',
    title_ar: 'فهم حاسبة زيادة الإيجارات',
    lead_en:
      'Few topics generate as many questions from landlords and tenants as rent increases on renewal. In Dubai, the permitted increase depends on how far the current rent is below the average market rent for similar units, as published in the official rental index.',
    lead_ar:
      'قلّما يثير موضوع أسئلة لدى الملاك والمستأجرين بقدر ما تثيره زيادة الإيجار عند التجديد. ففي دبي تتوقف الزيادة المسموح بها على مدى انخفاض الإيجار الحالي عن متوسط إيجار السوق للوحدات المماثلة، وفق ما يُنشر في المؤشر الإيجاري الرسمي.',
    heading_en: 'Key points for landlords and tenants',
    heading_ar: 'نقاط أساسية للملاك والمستأجرين',
    points_en: [
      'No increase is allowed when the rent is within 10% of the average',
      'Increases are tiered from 5% up to a maximum of 20%',
      "Ninety days' written notice is required before the contract expires",
    ],
    points_ar: [
      'لا تجوز الزيادة إذا كان الإيجار ضمن نسبة 10% من المتوسط',
      'تتدرج الزيادات من 5% حتى حد أقصى قدره 20%',
      'يلزم إخطار كتابي قبل تسعين يوماً من انتهاء العقد',
    ],
  },
  {
    id: 3,
    link: 'what-owners-associations-do',
    theme: 'management',
    daysAgo: 503,
    title_en: "What Owners' Associations Actually Do",
    title_ar: 'ما الدور الفعلي لجمعيات الملاك؟',
    lead_en:
      "Many buyers of apartments in jointly owned buildings only discover the owners' association when the first service-charge invoice arrives. Yet the association, and the committee that represents it, has real influence over the quality of the building and the value of every unit in it.",
    lead_ar:
      'لا يتعرف كثير من مشتري الشقق في المباني المشتركة على جمعية الملاك إلا عند وصول أول فاتورة لرسوم الخدمات، مع أن الجمعية واللجنة التي تمثلها تملكان تأثيراً حقيقياً في جودة المبنى وقيمة كل وحدة فيه.',
    heading_en: 'Responsibilities in brief',
    heading_ar: 'المسؤوليات باختصار',
    points_en: [
      'Approving the annual budget and the reserve fund contribution',
      'Appointing and supervising the management company',
      'Representing owners in dealings with the developer and authorities',
    ],
    points_ar: [
      'اعتماد الموازنة السنوية ومساهمة صندوق الاحتياطي',
      'تعيين شركة الإدارة والإشراف على أدائها',
      'تمثيل الملاك في التعامل مع المطور والجهات المختصة',
    ],
  },
  {
    id: 4,
    link: 'fixed-or-variable-mortgage',
    theme: 'finance',
    daysAgo: 486,
    title_en: 'Fixed or Variable: Choosing a Mortgage Rate',
    title_ar: 'ثابت أم متغير: كيف تختار سعر التمويل العقاري؟',
    lead_en:
      "Most home loans in the UAE offer an initial fixed period followed by a variable rate linked to EIBOR. The right choice depends less on predictions about interest rates and more on the buyer's budget, plans and tolerance for changes in the monthly payment.",
    lead_ar:
      'تتيح معظم قروض المساكن في الدولة فترة أولى بسعر ثابت يليها سعر متغير مرتبط بسعر الفائدة بين البنوك في الإمارات (إيبور). ويتوقف الاختيار الصحيح على ميزانية المشتري وخططه وقدرته على تحمّل تغير القسط الشهري أكثر مما يتوقف على التنبؤ بأسعار الفائدة.',
    heading_en: 'Questions to ask before choosing',
    heading_ar: 'أسئلة ينبغي طرحها قبل الاختيار',
    points_en: [
      'How long do you expect to keep the property?',
      'Could your budget absorb a rise of two percentage points?',
      'What are the early settlement and switching fees?',
    ],
    points_ar: [
      'ما المدة التي تتوقع أن تحتفظ فيها بالعقار؟',
      'هل تستطيع ميزانيتك استيعاب ارتفاع السعر بنقطتين مئويتين؟',
      'ما رسوم السداد المبكر والانتقال إلى بنك آخر؟',
    ],
  },
  {
    id: 5,
    link: 'first-year-as-a-broker',
    theme: 'career',
    daysAgo: 470,
    title_en: 'Your First Year as a Broker: A Realistic Plan',
    title_ar: 'عامك الأول وسيطاً عقارياً: خطة واقعية',
    lead_en:
      'The first twelve months decide whether a new broker stays in the profession. Income is irregular, competition is strong and the learning curve is steep. A simple plan with weekly habits makes the difference between early burnout and steady progress.',
    lead_ar:
      'تحدد الأشهر الاثنا عشر الأولى ما إذا كان الوسيط الجديد سيستمر في المهنة؛ فالدخل غير منتظم، والمنافسة قوية، ومنحنى التعلم حاد. وتصنع خطة بسيطة قوامها عادات أسبوعية الفارق بين الإنهاك المبكر والتقدم الثابت.',
    heading_en: 'Habits that work',
    heading_ar: 'عادات مجدية',
    points_en: [
      'Choose one or two communities and learn every building in them',
      'Call past enquiries every week, not only new leads',
      'Review each lost deal with your manager',
    ],
    points_ar: [
      'اختر مجتمعاً أو اثنين وتعرّف على كل مبنى فيهما',
      'تواصل أسبوعياً مع أصحاب الاستفسارات السابقة لا مع العملاء الجدد فقط',
      'راجع كل صفقة لم تكتمل مع مديرك',
    ],
  },
  {
    id: 6,
    link: 'digital-services-transforming-transactions',
    theme: 'tech',
    daysAgo: 452,
    title_en: 'How Digital Services Are Transforming Property Transactions',
    title_ar: 'كيف تُحدث الخدمات الرقمية تحولاً في المعاملات العقارية',
    lead_en:
      'Only a few years ago, a property transfer meant several visits to different offices. Today, many steps, from the no-objection certificate to the payment of fees, can be completed online, and title deeds are issued digitally.',
    lead_ar:
      'قبل سنوات قليلة فقط كان نقل ملكية العقار يتطلب زيارات عدة لمكاتب مختلفة، أما اليوم فيمكن إنجاز كثير من الخطوات إلكترونياً، بدءاً من شهادة عدم الممانعة وحتى سداد الرسوم، كما تُصدر سندات الملكية رقمياً.',
    heading_en: 'What has changed',
    heading_ar: 'ما الذي تغيّر',
    points_en: [
      'Electronic contracts and digital signatures for leases',
      'Online payment of transfer and registration fees',
      'Instant verification of title deeds and permits',
    ],
    points_ar: [
      'العقود الإلكترونية والتوقيع الرقمي لعقود الإيجار',
      'السداد الإلكتروني لرسوم نقل الملكية والتسجيل',
      'التحقق الفوري من سندات الملكية والتصاريح',
    ],
  },
  {
    id: 7,
    link: 'cooling-costs-and-building-efficiency',
    theme: 'green',
    daysAgo: 435,
    title_en: 'Cooling Costs and Building Efficiency',
    title_ar: 'تكاليف التبريد وكفاءة المباني',
    lead_en:
      'In the UAE summer, cooling is the single largest item in the energy bill of most buildings. Owners and managers who understand how district cooling and in-building systems are charged can cut costs and reduce complaints at the same time.',
    lead_ar:
      'يمثل التبريد في صيف الإمارات البند الأكبر في فاتورة الطاقة لمعظم المباني. والملاك والمديرون الذين يفهمون آلية احتساب رسوم التبريد المركزي والأنظمة الداخلية يستطيعون خفض التكاليف وتقليل الشكاوى في الوقت نفسه.',
    heading_en: 'Practical measures',
    heading_ar: 'إجراءات عملية',
    points_en: [
      'Set and monitor common-area temperature set points',
      'Check chiller performance and water treatment regularly',
      'Share consumption data with residents',
    ],
    points_ar: [
      'ضبط درجات الحرارة في الأجزاء المشتركة ومراقبتها',
      'فحص أداء المبردات ومعالجة المياه بانتظام',
      'مشاركة بيانات الاستهلاك مع السكان',
    ],
  },
  {
    id: 8,
    link: 'new-arabic-evening-programmes',
    theme: 'institute',
    daysAgo: 418,
    title_en: 'New Arabic Evening Programmes Launched',
    title_ar: 'إطلاق برامج مسائية جديدة باللغة العربية',
    lead_en:
      'Responding to requests from Emirati professionals and Arabic-speaking brokers, the institute has expanded its evening timetable with additional Arabic-language groups in brokerage, leasing and real-estate law, delivered in Deira and online.',
    lead_ar:
      'استجابة لطلبات المهنيين المواطنين والوسطاء الناطقين بالعربية، وسّع المعهد جدوله المسائي بإضافة مجموعات جديدة باللغة العربية في مجالات الوساطة والتأجير والقانون العقاري، تُعقد في ديرة وعبر الإنترنت.',
    heading_en: 'What is new',
    heading_ar: 'الجديد',
    points_en: [
      'Evening classes from 6:00 pm to 9:00 pm, Sunday to Thursday',
      'Arabic course materials reviewed by legal specialists',
      'Flexible switching between classroom and online groups',
    ],
    points_ar: [
      'حصص مسائية من الساعة 6:00 حتى 9:00 مساءً، من الأحد إلى الخميس',
      'مواد دراسية عربية راجعها متخصصون قانونيون',
      'مرونة الانتقال بين المجموعات الحضورية والإلكترونية',
    ],
  },
  {
    id: 9,
    link: 'off-plan-buyers-checklist',
    theme: 'market',
    daysAgo: 401,
    title_en: "An Off-Plan Buyer's Checklist",
    title_ar: 'قائمة تحقق لمشتري العقارات على الخارطة',
    lead_en:
      "Off-plan property can offer attractive payment plans and capital growth, but buyers commit money years before they receive the keys. A few checks before signing protect the buyer and make the broker's advice more credible.",
    lead_ar:
      'قد توفر العقارات المبيعة على الخارطة خطط سداد جذابة ونمواً في رأس المال، لكن المشتري يدفع أمواله قبل استلام المفتاح بسنوات. وتحمي بعض خطوات التحقق قبل التوقيع المشتريَ وتعزز مصداقية مشورة الوسيط.',
    heading_en: 'Before you sign',
    heading_ar: 'قبل التوقيع',
    points_en: [
      'Confirm the project is registered and has an escrow account',
      'Read the completion date and delay clauses carefully',
      "Check the developer's delivery record on earlier projects",
    ],
    points_ar: [
      'تأكد من تسجيل المشروع ووجود حساب ضمان خاص به',
      'اقرأ بعناية تاريخ الإنجاز والبنود المتعلقة بالتأخير',
      'راجع سجل المطور في تسليم مشاريعه السابقة',
    ],
  },
  {
    id: 10,
    link: 'eviction-notices-explained',
    theme: 'law',
    daysAgo: 384,
    title_en: 'Eviction Notices Explained',
    title_ar: 'شرح إخطارات الإخلاء',
    lead_en:
      "Landlords often assume that a tenancy ends automatically when the contract expires. In Dubai, eviction at the end of a lease is only possible on specific grounds and with twelve months' notice served through a notary public or registered mail.",
    lead_ar:
      'يفترض كثير من الملاك أن عقد الإيجار ينتهي تلقائياً بانتهاء مدته، غير أن الإخلاء عند انتهاء العقد في دبي لا يجوز إلا لأسباب محددة وبإخطار مدته اثنا عشر شهراً يُبلَّغ عن طريق الكاتب العدل أو البريد المسجل.',
    heading_en: 'Accepted grounds include',
    heading_ar: 'من الأسباب المقبولة',
    points_en: [
      'Sale of the property',
      'Personal use by the owner or a first-degree relative',
      'Demolition or major renovation approved by the authorities',
    ],
    points_ar: [
      'بيع العقار',
      'الاستخدام الشخصي للمالك أو أحد أقاربه من الدرجة الأولى',
      'الهدم أو التجديد الشامل المعتمد من الجهات المختصة',
    ],
  },
  {
    id: 11,
    link: 'handover-and-snagging',
    theme: 'management',
    daysAgo: 367,
    title_en: 'Handover and Snagging: Getting It Right',
    title_ar: 'التسليم وفحص العيوب: كيف تُنجزه بصورة صحيحة',
    lead_en:
      'The handover of a new home is the moment when defects are cheapest to fix. A structured snagging inspection, properly documented, gives the owner leverage with the developer and avoids disputes later during the defects liability period.',
    lead_ar:
      'تُعد لحظة تسليم المسكن الجديد الوقت الأقل تكلفة لإصلاح العيوب. ويمنح الفحص المنهجي الموثّق توثيقاً سليماً المالكَ موقفاً أقوى أمام المطور، ويجنّبه النزاعات لاحقاً خلال فترة المسؤولية عن العيوب.',
    heading_en: 'During the inspection',
    heading_ar: 'أثناء الفحص',
    points_en: [
      'Test every tap, socket, door and air-conditioning unit',
      'Photograph each issue with a reference to the room',
      'Agree a written timetable for repairs',
    ],
    points_ar: [
      'اختبر كل صنبور ومقبس وباب ووحدة تكييف',
      'صوّر كل ملاحظة مع الإشارة إلى الغرفة',
      'اتفق على جدول زمني مكتوب للإصلاحات',
    ],
  },
  {
    id: 12,
    link: 'islamic-home-finance-explained',
    theme: 'finance',
    daysAgo: 350,
    title_en: 'Islamic Home Finance Explained Simply',
    title_ar: 'التمويل السكني الإسلامي بأسلوب مبسط',
    lead_en:
      'Islamic home finance is widely available in the UAE and often competitive with conventional loans. Instead of lending money at interest, the bank buys or co-owns the property and earns a profit through rent or an agreed sale price.',
    lead_ar:
      'يتوافر التمويل السكني الإسلامي على نطاق واسع في الدولة، وكثيراً ما ينافس القروض التقليدية. فبدلاً من إقراض المال بفائدة، يشتري البنك العقار أو يتملكه بالمشاركة، ويحقق ربحه من خلال الإيجار أو ثمن بيع متفق عليه.',
    heading_en: 'The main structures',
    heading_ar: 'الصيغ الرئيسية',
    points_en: [
      'Ijara: the bank leases the home to you and transfers ownership at the end',
      'Murabaha: the bank sells the home to you at a disclosed profit',
      "Diminishing musharaka: you buy the bank's share gradually",
    ],
    points_ar: [
      'الإجارة: يؤجر البنك المسكن لك وينقل الملكية إليك في نهاية المدة',
      'المرابحة: يبيعك البنك المسكن بربح معلوم',
      'المشاركة المتناقصة: تشتري حصة البنك تدريجياً',
    ],
  },
  {
    id: 13,
    link: 'soft-skills-top-brokers',
    theme: 'career',
    daysAgo: 333,
    title_en: 'The Soft Skills That Set Top Brokers Apart',
    title_ar: 'المهارات الشخصية التي تميّز كبار الوسطاء',
    lead_en:
      'Product knowledge opens the door, but clients choose brokers they trust. Listening, clear communication and reliability are consistently cited by buyers and landlords as the reasons they return to the same professional.',
    lead_ar:
      'المعرفة بالعقارات تفتح الباب، لكن العملاء يختارون الوسيط الذي يثقون به. ويذكر المشترون والملاك باستمرار حسن الإصغاء ووضوح التواصل والموثوقية أسباباً لعودتهم إلى المهني نفسه.',
    heading_en: 'Skills worth practising',
    heading_ar: 'مهارات تستحق التدريب',
    points_en: [
      'Asking open questions and summarising what the client said',
      'Giving bad news early and with options',
      'Keeping every promise, however small',
    ],
    points_ar: [
      'طرح الأسئلة المفتوحة وتلخيص ما قاله العميل',
      'إبلاغ الأخبار غير السارة مبكراً مع تقديم البدائل',
      'الوفاء بكل وعد مهما كان صغيراً',
    ],
  },
  {
    id: 14,
    link: 'ai-tools-for-agents',
    theme: 'tech',
    daysAgo: 316,
    title_en: 'AI Tools for Agents: Useful, With Care',
    title_ar: 'أدوات الذكاء الاصطناعي للوكلاء: مفيدة مع الحذر',
    lead_en:
      'Generative AI can draft listing descriptions, summarise contracts and answer routine questions in seconds. Used carelessly, it can also invent facts, breach confidentiality and produce advertisements that mislead.',
    lead_ar:
      'يستطيع الذكاء الاصطناعي التوليدي صياغة أوصاف العقارات وتلخيص العقود والإجابة عن الأسئلة المتكررة في ثوانٍ، لكنه قد يختلق معلومات ويخرق السرية وينتج إعلانات مضللة إذا استُخدم دون حذر.',
    heading_en: 'Ground rules',
    heading_ar: 'قواعد أساسية',
    points_en: [
      'Never paste client personal data into public tools',
      'Check every figure against the official source',
      'Remain responsible for what you publish',
    ],
    points_ar: [
      'لا تُدخل البيانات الشخصية للعملاء في الأدوات العامة',
      'تحقق من كل رقم بمقارنته بالمصدر الرسمي',
      'تظل مسؤولاً عن كل ما تنشره',
    ],
  },
  {
    id: 15,
    link: 'green-leases-introduction',
    theme: 'green',
    daysAgo: 299,
    title_en: 'An Introduction to Green Leases',
    title_ar: 'مدخل إلى عقود الإيجار الخضراء',
    lead_en:
      'A green lease adds clauses in which landlord and tenant agree to share data and work together to reduce energy and water use. Such leases are becoming more common in Grade A offices in the UAE.',
    lead_ar:
      'يتضمن عقد الإيجار الأخضر بنوداً يتفق بموجبها المؤجر والمستأجر على تبادل البيانات والتعاون لخفض استهلاك الطاقة والمياه، وقد أصبحت هذه العقود أكثر انتشاراً في المكاتب من الفئة الممتازة في الدولة.',
    heading_en: 'Typical clauses',
    heading_ar: 'بنود شائعة',
    points_en: [
      'Sharing metered consumption data',
      'Fit-out standards for efficient lighting and equipment',
      'Joint targets reviewed each year',
    ],
    points_ar: [
      'تبادل بيانات الاستهلاك المقيسة بالعدادات',
      'معايير تجهيز تعتمد إضاءة ومعدات موفرة للطاقة',
      'أهداف مشتركة تُراجع سنوياً',
    ],
  },
];
