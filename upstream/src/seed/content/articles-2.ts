import type { ArticleDraft } from './article-templates';

/** Articles 16-30 (newer). */
export const articleDrafts2: ArticleDraft[] = [
  {
    id: 16,
    link: 'golden-visa-through-property',
    theme: 'market',
    daysAgo: 282,
    title_en: 'The Golden Visa Through Property Investment',
    title_ar: 'الإقامة الذهبية عبر الاستثمار العقاري',
    lead_en:
      'Long-term residence linked to property ownership has brought a new group of buyers to the UAE. Brokers should understand the eligibility conditions well enough to explain them, while directing clients to the official channels for final confirmation.',
    lead_ar:
      'استقطبت الإقامة طويلة الأمد المرتبطة بتملك العقارات فئة جديدة من المشترين إلى الدولة. وينبغي للوسطاء فهم شروط الأهلية فهماً يمكّنهم من شرحها، مع توجيه العملاء إلى القنوات الرسمية للتأكد النهائي منها.',
    heading_en: 'Points to clarify with clients',
    heading_ar: 'نقاط ينبغي توضيحها للعملاء',
    points_en: [
      'The minimum property value and how it is assessed',
      'Whether mortgaged and off-plan property qualifies',
      'Which family members can be sponsored',
    ],
    points_ar: [
      'الحد الأدنى لقيمة العقار وآلية تقديرها',
      'مدى أهلية العقارات المرهونة والمبيعة على الخارطة',
      'أفراد الأسرة الذين يمكن كفالتهم',
    ],
  },
  {
    id: 17,
    link: 'jointly-owned-property-law-key-changes',
    theme: 'law',
    daysAgo: 265,
    title_en: 'Jointly Owned Property Law: What Changed',
    title_ar: 'قانون ملكية العقارات المشتركة: ما الذي تغيّر؟',
    lead_en:
      "Law No. 6 of 2019 reorganised the relationship between developers, owners and management companies in Dubai's jointly owned buildings. Its effects are now visible in how budgets are approved and how owners' committees operate.",
    lead_ar:
      'أعاد القانون رقم (6) لسنة 2019 تنظيم العلاقة بين المطورين والملاك وشركات الإدارة في المباني المشتركة بدبي، وباتت آثاره واضحة في طريقة اعتماد الموازنات وعمل لجان الملاك.',
    heading_en: 'Main changes',
    heading_ar: 'أبرز التغييرات',
    points_en: [
      'Clearer duties for developers until the association is formed',
      'Licensing and oversight of management companies',
      'Stronger rules on collecting unpaid service charges',
    ],
    points_ar: [
      'واجبات أوضح على المطورين إلى حين تشكيل الجمعية',
      'ترخيص شركات الإدارة والرقابة عليها',
      'قواعد أكثر صرامة لتحصيل رسوم الخدمات غير المسددة',
    ],
  },
  {
    id: 18,
    link: 'preventive-maintenance-pays',
    theme: 'management',
    daysAgo: 248,
    title_en: 'Why Preventive Maintenance Pays',
    title_ar: 'لماذا تُعد الصيانة الوقائية استثماراً مجدياً',
    lead_en:
      'Repairs made after a breakdown typically cost several times more than planned maintenance, and they arrive at the worst moment. A preventive programme keeps critical systems running and protects the reserve fund.',
    lead_ar:
      'تبلغ تكلفة الإصلاحات التي تُجرى بعد الأعطال عادة أضعاف تكلفة الصيانة المخططة، وتأتي في أسوأ الأوقات، في حين يحافظ برنامج الصيانة الوقائية على تشغيل الأنظمة الحيوية ويحمي صندوق الاحتياطي.',
    heading_en: 'Priorities',
    heading_ar: 'الأولويات',
    points_en: [
      'Fire and life-safety systems',
      'Lifts, pumps and cooling plant',
      'Roof waterproofing and façade sealants',
    ],
    points_ar: [
      'أنظمة السلامة من الحريق وحماية الأرواح',
      'المصاعد والمضخات ومحطات التبريد',
      'عزل الأسطح ضد المياه ومواد إحكام الواجهات',
    ],
  },
  {
    id: 19,
    link: 'true-cost-of-buying-a-home',
    theme: 'finance',
    daysAgo: 231,
    title_en: 'The True Cost of Buying a Home in Dubai',
    title_ar: 'التكلفة الحقيقية لشراء مسكن في دبي',
    lead_en:
      'The purchase price is only the beginning. First-time buyers are often surprised by the fees due at transfer and in the first year of ownership, which can add seven to eight percent to the budget for a financed purchase.',
    lead_ar:
      'ثمن الشراء ليس سوى البداية؛ إذ يفاجأ مشترو المسكن الأول في الغالب بالرسوم المستحقة عند نقل الملكية وخلال السنة الأولى من التملك، والتي قد تضيف ما بين سبعة وثمانية في المئة إلى الميزانية في حالة الشراء بالتمويل.',
    heading_en: 'Items to budget for',
    heading_ar: 'بنود ينبغي إدراجها في الميزانية',
    points_en: [
      'The 4% Land Department transfer fee and registration charges',
      'Mortgage registration, valuation and arrangement fees',
      'Brokerage commission, service charges and moving costs',
    ],
    points_ar: [
      'رسوم نقل الملكية لدى دائرة الأراضي والأملاك البالغة 4% ورسوم التسجيل',
      'رسوم تسجيل الرهن والتقييم وترتيب التمويل',
      'عمولة الوساطة ورسوم الخدمات وتكاليف الانتقال',
    ],
  },
  {
    id: 20,
    link: 'emiratisation-in-real-estate',
    theme: 'career',
    daysAgo: 214,
    title_en: 'Emirati Talent in the Real Estate Sector',
    title_ar: 'الكفاءات المواطنة في القطاع العقاري',
    lead_en:
      'The real-estate sector offers Emirati graduates a wide range of careers, from brokerage and valuation to community management and PropTech. Employers increasingly look for candidates who combine local knowledge with recognised professional training.',
    lead_ar:
      'يوفر القطاع العقاري للخريجين المواطنين مجموعة واسعة من المسارات المهنية، من الوساطة والتقييم إلى إدارة المجتمعات والتقنيات العقارية، ويبحث أصحاب العمل بصورة متزايدة عن مرشحين يجمعون بين المعرفة المحلية والتدريب المهني المعتمد.',
    heading_en: 'Paths worth considering',
    heading_ar: 'مسارات جديرة بالاهتمام',
    points_en: [
      'Registered valuer with a bank or consultancy',
      'Community manager for master developments',
      'Data analyst in a government or private real-estate platform',
    ],
    points_ar: [
      'مقيّم مسجل لدى بنك أو شركة استشارات',
      'مدير مجتمع في المشاريع الرئيسية',
      'محلل بيانات في منصة عقارية حكومية أو خاصة',
    ],
  },
  {
    id: 21,
    link: 'virtual-viewings-best-practice',
    theme: 'tech',
    daysAgo: 197,
    title_en: 'Virtual Viewings: Best Practice',
    title_ar: 'المعاينات الافتراضية: أفضل الممارسات',
    lead_en:
      'Overseas buyers and busy professionals now expect to see a property remotely before they travel. A well-run virtual viewing saves time for everyone, but only if it shows the property honestly and answers the questions a visitor would ask.',
    lead_ar:
      'بات المشترون من الخارج والمهنيون المشغولون يتوقعون معاينة العقار عن بُعد قبل السفر. والمعاينة الافتراضية المُحكمة توفر الوقت على الجميع، بشرط أن تعرض العقار بصدق وتجيب عن الأسئلة التي كان الزائر سيطرحها.',
    heading_en: 'Tips',
    heading_ar: 'نصائح',
    points_en: [
      'Show the view, the corridors and the building entrance',
      'Mention noise, sunlight and nearby construction',
      'Follow up with a written summary and floor plan',
    ],
    points_ar: [
      'اعرض الإطلالة والممرات ومدخل المبنى',
      'اذكر مستوى الضوضاء والإضاءة الطبيعية وأعمال البناء القريبة',
      'أرسل بعدها ملخصاً مكتوباً ومخططاً للوحدة',
    ],
  },
  {
    id: 22,
    link: 'sustainability-ratings-and-value',
    theme: 'green',
    daysAgo: 180,
    title_en: 'Do Sustainability Ratings Affect Value?',
    title_ar: 'هل تؤثر تصنيفات الاستدامة في قيمة العقار؟',
    lead_en:
      'Evidence from international markets suggests that certified green buildings achieve higher rents and lower vacancy. In the UAE the data is still developing, but lenders and institutional tenants are already asking for ratings.',
    lead_ar:
      'تشير الأدلة من الأسواق الدولية إلى أن المباني الخضراء المعتمدة تحقق إيجارات أعلى ونسب شغور أقل. وفي الدولة ما زالت البيانات في طور التكوّن، إلا أن الممولين والمستأجرين المؤسسيين باتوا يطلبون هذه التصنيفات بالفعل.',
    heading_en: 'Where the value comes from',
    heading_ar: 'مصادر القيمة',
    points_en: [
      'Lower operating and utility costs',
      'Access to green finance',
      'Demand from tenants with their own ESG targets',
    ],
    points_ar: [
      'انخفاض تكاليف التشغيل والخدمات',
      'إمكانية الحصول على التمويل الأخضر',
      'الطلب من مستأجرين لديهم أهدافهم الخاصة في الاستدامة',
    ],
  },
  {
    id: 23,
    link: 'graduation-ceremony-highlights',
    theme: 'institute',
    daysAgo: 163,
    title_en: 'Highlights From Our Annual Graduation Ceremony',
    title_ar: 'أبرز لحظات حفل التخرج السنوي',
    lead_en:
      "More than three hundred graduates of our diplomas and professional courses celebrated their achievement at this year's ceremony in Business Bay, in the presence of partners from government entities, developers and banks.",
    lead_ar:
      'احتفل أكثر من ثلاثمئة خريج من برامج الدبلوم والدورات المهنية بإنجازهم في حفل هذا العام بمنطقة الخليج التجاري، بحضور شركاء من الجهات الحكومية والمطورين والبنوك.',
    heading_en: 'At the ceremony',
    heading_ar: 'في الحفل',
    points_en: [
      'Awards for the top graduate of each diploma',
      'A panel on the future of real-estate careers',
      'Recognition of corporate partners',
    ],
    points_ar: [
      'جوائز لأوائل الخريجين في كل دبلوم',
      'جلسة حوارية حول مستقبل المهن العقارية',
      'تكريم الشركاء من المؤسسات',
    ],
  },
  {
    id: 24,
    link: 'reading-service-charge-budgets',
    theme: 'management',
    daysAgo: 146,
    title_en: 'How to Read a Service-Charge Budget',
    title_ar: 'كيف تقرأ موازنة رسوم الخدمات',
    lead_en:
      'Service charges are one of the main costs of owning an apartment, yet few owners read the budget in detail. A quick review of the main lines helps owners ask the right questions at the general assembly.',
    lead_ar:
      'تُعد رسوم الخدمات من أهم تكاليف تملك الشقق، ومع ذلك قلّما يقرأ الملاك الموازنة بتفصيل. وتساعد المراجعة السريعة للبنود الرئيسية الملاك على طرح الأسئلة الصحيحة في الجمعية العمومية.',
    heading_en: 'Lines to look at',
    heading_ar: 'بنود جديرة بالمراجعة',
    points_en: [
      'Security, cleaning and maintenance contracts',
      'Utilities for common areas, including cooling',
      'The contribution to the reserve fund',
    ],
    points_ar: [
      'عقود الأمن والنظافة والصيانة',
      'خدمات الأجزاء المشتركة بما فيها التبريد',
      'المساهمة في صندوق الاحتياطي',
    ],
  },
  {
    id: 25,
    link: 'negotiating-commission',
    theme: 'career',
    daysAgo: 129,
    title_en: 'Negotiating Commission Without Losing the Client',
    title_ar: 'التفاوض على العمولة دون خسارة العميل',
    lead_en:
      "Requests to reduce commission are part of every broker's week. Responding with confidence, and explaining the value behind the fee, protects income while keeping the relationship positive.",
    lead_ar:
      'تُعد طلبات خفض العمولة جزءاً من أسبوع عمل كل وسيط. والرد عليها بثقة وشرح القيمة التي تقابل الأتعاب يحمي الدخل ويحافظ على علاقة إيجابية مع العميل.',
    heading_en: 'A simple approach',
    heading_ar: 'أسلوب بسيط',
    points_en: [
      'Explain the work included before discussing the fee',
      'Offer options rather than a straight discount',
      'Put the agreed commission in the signed form',
    ],
    points_ar: [
      'اشرح الأعمال المشمولة قبل مناقشة الأتعاب',
      'اعرض خيارات بدلاً من خصم مباشر',
      'وثّق العمولة المتفق عليها في النموذج الموقع',
    ],
  },
  {
    id: 26,
    link: 'rental-market-mid-year-review',
    theme: 'market',
    daysAgo: 112,
    title_en: 'Rental Market: Mid-Year Review',
    title_ar: 'سوق الإيجارات: مراجعة منتصف العام',
    lead_en:
      'Rents continued to rise in most established communities in the first half of the year, although the pace slowed where new supply was handed over. Tenants are increasingly renewing rather than moving, which reduces the number of available units.',
    lead_ar:
      'واصلت الإيجارات ارتفاعها في معظم المجتمعات القائمة خلال النصف الأول من العام، وإن تباطأت وتيرتها في المناطق التي شهدت تسليم وحدات جديدة. ويتجه المستأجرون بصورة متزايدة إلى التجديد بدلاً من الانتقال، ما يقلل عدد الوحدات المتاحة.',
    heading_en: 'What we observed',
    heading_ar: 'ما رصدناه',
    points_en: [
      'Strong demand for family villas and townhouses',
      'More balanced conditions in areas with new handovers',
      'Growing interest in furnished and flexible leases',
    ],
    points_ar: [
      'طلب قوي على الفلل والمنازل المتلاصقة العائلية',
      'أوضاع أكثر توازناً في المناطق التي شهدت تسليمات جديدة',
      'اهتمام متزايد بالإيجارات المفروشة والمرنة',
    ],
  },
  {
    id: 27,
    link: 'data-protection-for-brokerages',
    theme: 'law',
    daysAgo: 95,
    title_en: 'Personal Data Protection for Brokerages',
    title_ar: 'حماية البيانات الشخصية في شركات الوساطة',
    lead_en:
      'Brokerages handle passports, Emirates IDs, salary certificates and bank details every day. The UAE Personal Data Protection Law sets out how this information must be collected, stored and shared.',
    lead_ar:
      'تتعامل شركات الوساطة يومياً مع جوازات السفر وبطاقات الهوية الإماراتية وشهادات الرواتب والبيانات المصرفية، ويحدد قانون حماية البيانات الشخصية في الدولة كيفية جمع هذه المعلومات وتخزينها ومشاركتها.',
    heading_en: 'Good practice',
    heading_ar: 'ممارسات سليمة',
    points_en: [
      'Collect only what the transaction requires',
      'Restrict access and avoid sharing documents over personal messaging apps',
      'Delete records when the retention period ends',
    ],
    points_ar: [
      'اجمع فقط ما تتطلبه الصفقة',
      'قيّد صلاحيات الوصول وتجنب مشاركة المستندات عبر تطبيقات المراسلة الشخصية',
      'احذف السجلات عند انتهاء مدة الاحتفاظ',
    ],
  },
  {
    id: 28,
    link: 'payment-plans-compared',
    theme: 'finance',
    daysAgo: 68,
    title_en: 'Payment Plans Compared: Reading the Small Print',
    title_ar: 'مقارنة خطط السداد: قراءة التفاصيل الدقيقة',
    lead_en:
      'A plan advertised as "1% per month" or "70/30" can mean very different things. Comparing plans on the same basis, including the timing of each payment and what happens if construction is delayed, gives buyers a fair picture.',
    lead_ar:
      'قد تعني خطة سداد معلنة بعبارة "1% شهرياً" أو "70/30" أموراً مختلفة تماماً. ومقارنة الخطط على أساس واحد، بما في ذلك توقيت كل دفعة وما يحدث إذا تأخر البناء، تمنح المشترين صورة منصفة.',
    heading_en: 'Compare these elements',
    heading_ar: 'قارن بين هذه العناصر',
    points_en: [
      'The share paid before handover',
      'Whether payments are linked to progress or to dates',
      'Fees for late payment and for assignment',
    ],
    points_ar: [
      'النسبة المدفوعة قبل التسليم',
      'ارتباط الدفعات بنسب الإنجاز أو بتواريخ محددة',
      'رسوم التأخر في السداد والتنازل',
    ],
  },
  {
    id: 29,
    link: 'smart-homes-what-buyers-want',
    theme: 'tech',
    daysAgo: 41,
    title_en: 'Smart Homes: What Buyers Really Want',
    title_ar: 'المنازل الذكية: ما الذي يريده المشترون فعلاً',
    lead_en:
      'Developers advertise smart-home features in almost every new launch, but buyers value some features far more than others. Security, climate control and energy monitoring matter most; novelty gadgets matter least.',
    lead_ar:
      'يعلن المطورون عن مزايا المنازل الذكية في كل مشروع جديد تقريباً، لكن المشترين يقدّرون بعض هذه المزايا أكثر بكثير من غيرها؛ فالأمن والتحكم في التكييف ومراقبة استهلاك الطاقة تأتي في المقدمة، بينما تأتي الأجهزة المبتكرة للتسلية في المرتبة الأخيرة.',
    heading_en: 'Questions buyers ask',
    heading_ar: 'أسئلة يطرحها المشترون',
    points_en: [
      'Who maintains the system after handover?',
      'Does it work without an internet connection?',
      'How is my data stored and protected?',
    ],
    points_ar: ['من يتولى صيانة النظام بعد التسليم؟', 'هل يعمل النظام دون اتصال بالإنترنت؟', 'كيف تُخزَّن بياناتي وتُحمى؟'],
  },
  {
    id: 30,
    link: 'training-calendar-next-quarter',
    theme: 'institute',
    daysAgo: 9,
    title_en: 'Our Training Calendar for the Next Quarter',
    title_ar: 'تقويم التدريب للربع القادم',
    lead_en:
      'The new training calendar includes more than eighty scheduled programmes across all our training fields, with classroom groups in Dubai, Abu Dhabi and Sharjah, live online sessions, blended formats and onsite delivery for corporate clients.',
    lead_ar:
      'يتضمن تقويم التدريب الجديد أكثر من ثمانين برنامجاً مجدولاً في جميع مجالاتنا التدريبية، مع مجموعات حضورية في دبي وأبوظبي والشارقة، وجلسات مباشرة عبر الإنترنت، وأنماط تدريب مدمجة، وتدريب في مقار العملاء من المؤسسات.',
    heading_en: 'Highlights',
    heading_ar: 'أبرز ما فيه',
    points_en: [
      'Seven groups of the broker certification preparation course',
      'New workshops on sustainability and green buildings',
      'Free awareness sessions for first-time buyers',
    ],
    points_ar: [
      'سبع مجموعات لدورة التحضير لشهادة الوسيط العقاري',
      'ورش عمل جديدة في الاستدامة والمباني الخضراء',
      'جلسات توعوية مجانية لمشتري المسكن الأول',
    ],
  },
];
