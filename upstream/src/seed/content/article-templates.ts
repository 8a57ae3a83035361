import type { Palette, SeedArticle } from './types';

type Theme = 'market' | 'law' | 'management' | 'finance' | 'career' | 'tech' | 'green' | 'institute';

export interface ArticleDraft {
  id: number;
  link: string;
  theme: Theme;
  /** days before baseDate (positive number; stored negated) */
  daysAgo: number;
  title_en: string;
  title_ar: string;
  lead_en: string;
  lead_ar: string;
  heading_en: string;
  heading_ar: string;
  points_en: string[];
  points_ar: string[];
}

const THEME: Record<Theme, { en: string; ar: string; palette: Palette; icon: string }> = {
  market: {
    palette: 'navy',
    icon: 'chart',
    en: "Reading the market correctly starts with reliable data. Transaction records published by the Land Department, rental indices and developer launch schedules each tell part of the story, and professionals who combine them avoid the common trap of judging the whole market by the headlines of a few prime communities. Supply due for handover over the next three years, changes in population and employment, and the mix of cash and mortgage buyers all influence prices differently in each segment, so advice should always be specific to the community, the unit type and the client's time horizon.",
    ar: 'تبدأ القراءة الصحيحة للسوق ببيانات موثوقة؛ فسجلات الصفقات التي تنشرها دائرة الأراضي والأملاك، ومؤشرات الإيجار، وجداول إطلاق المشاريع لدى المطورين، يروي كل منها جزءاً من الصورة. والمهنيون الذين يجمعون بينها يتجنبون الوقوع في خطأ شائع يتمثل في الحكم على السوق بأكمله من خلال عناوين الأخبار المتعلقة ببعض المجتمعات الفاخرة. كما أن المعروض المتوقع تسليمه خلال السنوات الثلاث المقبلة، والتغيرات في عدد السكان وفرص العمل، ونسبة المشترين نقداً إلى المشترين بالتمويل، تؤثر جميعها في الأسعار بصورة مختلفة في كل شريحة، ولذلك ينبغي أن تكون المشورة دائماً خاصة بالمجتمع ونوع الوحدة والأفق الزمني للعميل.',
  },
  law: {
    palette: 'navy',
    icon: 'scale',
    en: 'Legislation in the UAE property sector is updated regularly, and circulars issued by the regulator can change procedures with little notice. Practitioners should therefore check the current version of any law, regulation or form before relying on it, keep copies of official notices, and document the advice they give to clients. When a matter becomes contentious, early consultation with a qualified legal adviser is almost always cheaper than a dispute, and many issues can still be settled amicably through the mediation and conciliation services that the authorities encourage.',
    ar: 'تُحدَّث التشريعات في القطاع العقاري بالدولة بصورة منتظمة، وقد تُغيّر التعاميم الصادرة عن الجهة التنظيمية الإجراءات خلال مدة قصيرة. لذا ينبغي للممارسين التحقق من النسخة السارية لأي قانون أو لائحة أو نموذج قبل الاعتماد عليه، والاحتفاظ بنسخ من الإشعارات الرسمية، وتوثيق المشورة التي يقدمونها لعملائهم. وعندما تتحول مسألة ما إلى خلاف، فإن استشارة مستشار قانوني مؤهل في وقت مبكر تكون في الغالب أقل تكلفة من النزاع، كما يمكن تسوية كثير من المسائل ودياً عبر خدمات الوساطة والتوفيق التي تشجع عليها الجهات المختصة.',
  },
  management: {
    palette: 'teal',
    icon: 'key',
    en: 'Good property management is mostly invisible: lifts that work, cooling that keeps up with the summer, clean common areas and invoices that owners understand. Behind that calm sit clear procedures, reliable contractors and honest reporting. Managers who publish a maintenance calendar, explain service-charge movements in plain language and answer complaints within a promised time build trust that pays off when difficult decisions, such as major replacements or budget increases, have to be approved by the owners.',
    ar: 'الإدارة الجيدة للعقارات لا تكاد تُرى؛ فهي مصاعد تعمل بانتظام، وتبريد يواكب حرارة الصيف، وأجزاء مشتركة نظيفة، وفواتير يفهمها الملاك. ووراء هذا الهدوء إجراءات واضحة ومقاولون موثوقون وتقارير صادقة. والمديرون الذين ينشرون تقويماً للصيانة، ويشرحون التغيرات في رسوم الخدمات بلغة بسيطة، ويردون على الشكاوى خلال مدة محددة معلنة، يبنون ثقة تؤتي ثمارها عندما يتعين على الملاك اعتماد قرارات صعبة، مثل أعمال الاستبدال الكبرى أو زيادة الموازنة.',
  },
  finance: {
    palette: 'sand',
    icon: 'bank',
    en: 'Financing decisions last for decades, so the cheapest headline rate is not always the best choice. Buyers should compare the total cost over the period they expect to hold the property, including arrangement fees, valuation fees, life and property insurance, early settlement charges and the rate that applies once any fixed period ends. Advisers add real value when they explain these elements clearly, check affordability against realistic scenarios and remind clients that their circumstances, not only the market, will change over time.',
    ar: 'تمتد آثار قرارات التمويل لعقود، ولذلك فإن أقل سعر معلن ليس دائماً الخيار الأفضل. وينبغي للمشترين مقارنة التكلفة الإجمالية على مدى الفترة التي يتوقعون الاحتفاظ فيها بالعقار، بما في ذلك رسوم الترتيب ورسوم التقييم والتأمين على الحياة والعقار ورسوم السداد المبكر والسعر الذي يُطبَّق بعد انتهاء أي فترة تثبيت. ويضيف المستشارون قيمة حقيقية عندما يشرحون هذه العناصر بوضوح، ويختبرون القدرة على السداد وفق سيناريوهات واقعية، ويذكّرون عملاءهم بأن ظروفهم الشخصية، لا السوق وحده، ستتغير مع الوقت.',
  },
  career: {
    palette: 'gold',
    icon: 'person',
    en: 'A career in real estate rewards people who keep learning. The most successful professionals we train combine a recognised qualification with a clear specialisation, a network built on reputation and a habit of reviewing every deal to see what could have gone better. Continuing professional development is not only a regulatory requirement; it is also the simplest way to stay ahead of changes in law, technology and client expectations, and to show employers and clients that you take your profession seriously.',
    ar: 'تكافئ المهنة العقارية من يواصلون التعلم. ويجمع أنجح المهنيين الذين ندربهم بين مؤهل معترف به وتخصص واضح وشبكة علاقات قائمة على السمعة الطيبة، وعادة مراجعة كل صفقة لمعرفة ما كان يمكن تحسينه. والتطوير المهني المستمر ليس مجرد متطلب تنظيمي، بل هو أيضاً أبسط السبل لمواكبة التغيرات في القوانين والتقنيات وتوقعات العملاء، ولإظهار جديتك في ممارسة مهنتك أمام أصحاب العمل والعملاء.',
  },
  tech: {
    palette: 'teal',
    icon: 'chip',
    en: 'Technology is most useful when it removes friction without removing judgement. Digital services from government entities now allow contracts, permits and payments to be completed in minutes, and data tools can highlight trends that used to take days to find. Yet clients still rely on professionals to interpret the numbers, check the documents and take responsibility for advice. The best results come from teams that adopt tools deliberately, train staff properly and protect personal data in line with UAE law.',
    ar: 'تكون التقنية أكثر نفعاً عندما تزيل العقبات دون أن تلغي الحكم المهني. فالخدمات الرقمية التي تقدمها الجهات الحكومية باتت تتيح إنجاز العقود والتصاريح والمدفوعات في دقائق، كما تستطيع أدوات البيانات إبراز اتجاهات كان اكتشافها يستغرق أياماً. ومع ذلك يظل العملاء معتمدين على المهنيين في تفسير الأرقام ومراجعة المستندات وتحمّل مسؤولية المشورة. وتتحقق أفضل النتائج لدى الفرق التي تتبنى الأدوات عن وعي، وتدرب موظفيها تدريباً سليماً، وتحمي البيانات الشخصية وفقاً لقوانين الدولة.',
  },
  green: {
    palette: 'teal',
    icon: 'leaf',
    en: "Sustainability has moved from marketing language to measurable performance. Tenants compare utility bills, lenders ask about energy ratings and institutional investors report the carbon footprint of their portfolios. In a climate where cooling can account for most of a building's electricity use, simple measures such as better controls, efficient chillers, shading and regular maintenance often deliver savings within a few years, while improving comfort and the long-term value of the asset.",
    ar: 'انتقلت الاستدامة من لغة التسويق إلى أداء قابل للقياس؛ فالمستأجرون يقارنون فواتير الخدمات، والممولون يسألون عن تصنيفات كفاءة الطاقة، والمستثمرون المؤسسيون يفصحون عن البصمة الكربونية لمحافظهم. وفي مناخ قد يستهلك فيه التبريد الجزء الأكبر من كهرباء المبنى، كثيراً ما تحقق إجراءات بسيطة، مثل تحسين أنظمة التحكم ورفع كفاءة المبردات والتظليل والصيانة المنتظمة، وفورات خلال سنوات قليلة، مع تحسين مستوى الراحة والقيمة طويلة الأجل للأصل.',
  },
  institute: {
    palette: 'gold',
    icon: 'star',
    en: 'Our programmes are built with employers, regulators and practitioners, and every cohort helps us improve them. We review course content regularly against changes in legislation and market practice, invite guest speakers from leading developers, banks and government entities, and follow up with graduates to understand how their training has supported their careers. Feedback from participants shapes our schedule, our delivery formats and the new subjects we introduce each year.',
    ar: 'نُعدّ برامجنا بالتعاون مع أصحاب العمل والجهات التنظيمية والممارسين، وتسهم كل دفعة من المشاركين في تطويرها. ونراجع محتوى الدورات بانتظام في ضوء التغيرات التشريعية وممارسات السوق، وندعو متحدثين ضيوفاً من كبرى شركات التطوير والبنوك والجهات الحكومية، ونتابع خريجينا لمعرفة أثر التدريب في مسيرتهم المهنية. وتسهم ملاحظات المشاركين في تشكيل جداولنا وأنماط التدريب لدينا والموضوعات الجديدة التي نطرحها كل عام.',
  },
};

const PRACTICE_EN =
  'In practice, the professionals who handle these situations best share a few habits: they prepare before meeting the client, they explain options and risks in writing, they keep copies of every document and message, and they ask for help early when a case falls outside their experience. These habits protect clients, reduce disputes and, over time, build the reputation on which referrals and repeat business depend.';
const PRACTICE_AR =
  'وفي الواقع العملي، يشترك المهنيون الأقدر على التعامل مع هذه المواقف في عادات قليلة؛ فهم يستعدون جيداً قبل لقاء العميل، ويشرحون الخيارات والمخاطر كتابةً، ويحتفظون بنسخ من كل مستند ورسالة، ويطلبون المساعدة مبكراً عندما تخرج الحالة عن نطاق خبرتهم. وهذه العادات تحمي العملاء وتقلل النزاعات، وتبني مع مرور الوقت السمعة المهنية التي تقوم عليها الإحالات وتكرار التعامل، وهي في نهاية المطاف أساس النجاح المستدام في المهنة العقارية.';

const CLOSING_EN =
  'If you would like to explore this subject further, our training calendar lists classroom, live online and blended programmes in English and Arabic throughout the year, and our team is happy to recommend the course that best matches your experience and goals.';
const CLOSING_AR =
  'وإذا رغبت في التعمق في هذا الموضوع، فإن تقويم التدريب لدينا يتضمن برامج حضورية ومباشرة عبر الإنترنت ومدمجة باللغتين العربية والإنجليزية على مدار العام، ويسعد فريقنا أن يرشح لك الدورة الأنسب لخبرتك وأهدافك.';

export function buildArticle(d: ArticleDraft): SeedArticle {
  const t = THEME[d.theme];
  const list = (items: string[]) => '<ul>' + items.map((i) => `<li>${i}</li>`).join('') + '</ul>';
  return {
    ArticleID: d.id,
    Link: d.link,
    ArticleTitle_en: d.title_en,
    ArticleTitle_ar: d.title_ar,
    ArticleContent_en: `<p>${d.lead_en}</p><h3>${d.heading_en}</h3>${list(d.points_en)}<p>${t.en}</p><p>${PRACTICE_EN}</p><p>${CLOSING_EN}</p>`,
    ArticleContent_ar: `<p>${d.lead_ar}</p><h3>${d.heading_ar}</h3>${list(d.points_ar)}<p>${t.ar}</p><p>${PRACTICE_AR}</p><p>${CLOSING_AR}</p>`,
    PublishDateOffsetDays: -d.daysAgo,
    ArticlePhoto: { title_en: d.title_en, title_ar: d.title_ar, palette: t.palette, icon: t.icon },
    IsSecurityFixture: false,
  };
}
