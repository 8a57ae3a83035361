import { PRIVACY_AR, PRIVACY_EN, TERMS_AR, TERMS_EN } from './pages-legal';
import { settings } from './settings';
import type { SeedStaticPage } from './types';

const bank = settings.Bank;

export const pages: SeedStaticPage[] = [
  {
    PageId: 'terms-and-conditions',
    PageHeading_en: 'Terms and Conditions',
    PageHeading_ar: 'الشروط والأحكام',
    PageContent_en: TERMS_EN,
    PageContent_ar: TERMS_AR,
  },
  {
    PageId: 'privacy-policy',
    PageHeading_en: 'Privacy Policy',
    PageHeading_ar: 'سياسة الخصوصية',
    PageContent_en: PRIVACY_EN,
    PageContent_ar: PRIVACY_AR,
  },
  {
    PageId: 'about',
    PageHeading_en: 'About the Institute',
    PageHeading_ar: 'عن المعهد',
    PageContent_en:
      '<p>The Emirates Institute of Real Estate Studies is a specialised training institute in Dubai dedicated to raising professional standards across the real-estate sector. We are an accredited training provider of the Real Estate Regulatory Agency of the Dubai Land Department and a licensed institute of the Knowledge and Human Development Authority.</p><h3>Our mission</h3><p>To equip brokers, property and community managers, valuers, investors and the wider public with practical, up-to-date knowledge delivered in Arabic and English, so that every transaction in the UAE is handled with competence and integrity.</p><h3>What we offer</h3><ul><li>More than forty professional courses across seven training fields</li><li>Five professional diplomas with certificates that can be verified online</li><li>Classroom, live online, blended, workshop and onsite delivery</li><li>Free community initiatives for first-time buyers, tenants and young Emiratis</li></ul><h3>Our trainers</h3><p>Our instructors are practitioners: licensed brokers, chartered surveyors, lawyers, bankers, engineers and community managers who bring current cases from the market into every session.</p>',
    PageContent_ar:
      '<p>معهد الإمارات للدراسات العقارية معهد تدريبي متخصص في دبي، يكرّس جهوده للارتقاء بالمعايير المهنية في القطاع العقاري. ونحن جهة تدريب معتمدة لدى مؤسسة التنظيم العقاري التابعة لدائرة الأراضي والأملاك في دبي، ومعهد مرخّص من هيئة المعرفة والتنمية البشرية.</p><h3>رسالتنا</h3><p>تزويد الوسطاء ومديري العقارات والمجتمعات والمقيّمين والمستثمرين وأفراد المجتمع بمعرفة عملية ومحدّثة باللغتين العربية والإنجليزية، لتُنجز كل معاملة عقارية في الدولة بكفاءة ونزاهة.</p><h3>ما نقدمه</h3><ul><li>أكثر من أربعين دورة مهنية في سبعة مجالات تدريبية</li><li>خمسة برامج دبلوم مهني بشهادات يمكن التحقق منها إلكترونياً</li><li>تدريب حضوري ومباشر عبر الإنترنت ومدمج وورش عمل وتدريب في مقار العملاء</li><li>مبادرات مجتمعية مجانية لمشتري المسكن الأول والمستأجرين والشباب المواطنين</li></ul><h3>مدربونا</h3><p>مدربونا ممارسون في الميدان: وسطاء مرخصون، ومسّاحون قانونيون، ومحامون، ومصرفيون، ومهندسون، ومديرو مجتمعات، ينقلون إلى كل جلسة حالات حديثة من السوق.</p>',
  },
  {
    PageId: 'partners',
    PageHeading_en: 'Partners and Clients',
    PageHeading_ar: 'الشركاء والعملاء',
    PageContent_en:
      '<p>We work with regulators, professional bodies, banks, law firms and technology companies to keep our programmes relevant and recognised, and we are proud to train the teams of leading developers, brokerages and property managers across the UAE.</p>',
    PageContent_ar:
      '<p>نتعاون مع الجهات التنظيمية والهيئات المهنية والبنوك ومكاتب المحاماة وشركات التقنية لنحافظ على ملاءمة برامجنا والاعتراف بها، ونفخر بتدريب فرق كبرى شركات التطوير والوساطة وإدارة العقارات في الدولة.</p>',
  },
  {
    PageId: 'ceo-message',
    PageHeading_en: 'Message from the Chief Executive Officer',
    PageHeading_ar: 'كلمة الرئيس التنفيذي',
    PageContent_en:
      "<p>Dear participants and partners,</p><p>The real-estate sector is one of the pillars of the UAE economy and a showcase of the country's ambition. Every tenancy, sale, valuation and community budget affects families, investors and the reputation of our market. That is why professional education matters so much.</p><p>Since our founding, we have trained thousands of professionals in Arabic and English, working hand in hand with regulators and employers. We are especially proud of the young Emiratis who have started successful careers through our programmes, and of the free initiatives that bring reliable information to first-time buyers and tenants.</p><p>In the years ahead, we will continue to invest in our trainers, our digital learning platform and new subjects such as sustainability and PropTech, so that our graduates are ready for the market of tomorrow.</p><p>Thank you for your trust. I look forward to welcoming you to our classrooms.</p><p><strong>Dr. Khalid Al Mheiri</strong><br>Chief Executive Officer</p>",
    PageContent_ar:
      '<p>الأعزاء المشاركين والشركاء،</p><p>يُعد القطاع العقاري من ركائز الاقتصاد الوطني ونموذجاً يعكس طموح دولة الإمارات. فكل عقد إيجار وكل صفقة بيع وكل تقييم وكل موازنة لمجتمع سكني يؤثر في الأسر والمستثمرين وفي سمعة سوقنا، ولهذا يحظى التعليم المهني بهذه الأهمية الكبيرة.</p><p>منذ تأسيسنا درّبنا آلاف المهنيين باللغتين العربية والإنجليزية، بالتعاون الوثيق مع الجهات التنظيمية وأصحاب العمل. ونفخر بوجه خاص بالشباب المواطنين الذين بدأوا مسيرة مهنية ناجحة من خلال برامجنا، وبالمبادرات المجانية التي توفر معلومات موثوقة لمشتري المسكن الأول والمستأجرين.</p><p>وسنواصل في السنوات المقبلة الاستثمار في مدربينا ومنصتنا للتعلم الرقمي وفي موضوعات جديدة كالاستدامة والتقنيات العقارية، ليكون خريجونا على أهبة الاستعداد لسوق الغد.</p><p>شكراً لثقتكم، وأتطلع إلى الترحيب بكم في قاعاتنا.</p><p><strong>د. خالد المهيري</strong><br>الرئيس التنفيذي</p>',
  },
  {
    PageId: 'payment-methods',
    PageHeading_en: 'Payment Methods',
    PageHeading_ar: 'طرق الدفع',
    PageContent_en: `<p>We accept the following forms of payment. All prices are in AED and 5% VAT applies to taxable items.</p><ul><li><strong>Cards:</strong> Visa and Mastercard, online through our secure payment page or at our offices.</li><li><strong>Cash:</strong> in UAE dirhams at our Business Bay office, Monday to Friday, 9:00 am to 5:00 pm.</li><li><strong>Cheques:</strong> drawn on a UAE bank in favour of ${bank.AccountName}. A charge of AED 520 applies to returned cheques.</li><li><strong>Wire transfer:</strong> to the account below.</li></ul><h3>Bank details</h3><p>Bank: ${bank.BankName_en}<br>Account name: ${bank.AccountName}<br>IBAN: ${bank.IBAN}<br>SWIFT: ${bank.SWIFT}</p><p>After a transfer, please email the transfer slip with your order number to accounts@eires.ae so that we can confirm your registration.</p>`,
    PageContent_ar: `<p>نقبل وسائل الدفع التالية، وجميع الأسعار بالدرهم الإماراتي، وتُضاف ضريبة القيمة المضافة بنسبة 5% على البنود الخاضعة للضريبة.</p><ul><li><strong>البطاقات:</strong> فيزا وماستركارد عبر صفحة الدفع الآمنة أو في مكاتبنا.</li><li><strong>نقداً:</strong> بالدرهم الإماراتي في مكتبنا بالخليج التجاري، من الاثنين إلى الجمعة، من 9:00 صباحاً حتى 5:00 مساءً.</li><li><strong>الشيكات:</strong> مسحوبة على بنك عامل في الدولة لصالح ${bank.AccountName}، وتُفرض رسوم قدرها 520 درهماً على الشيكات المرتجعة.</li><li><strong>التحويل المصرفي:</strong> إلى الحساب المبين أدناه.</li></ul><h3>البيانات المصرفية</h3><p>البنك: ${bank.BankName_ar}<br>اسم الحساب: ${bank.AccountName}<br>رقم الحساب المصرفي الدولي (IBAN): ${bank.IBAN}<br>رمز السويفت: ${bank.SWIFT}</p><p>بعد إتمام التحويل، يُرجى إرسال إيصال التحويل مع رقم الطلب إلى accounts@eires.ae لنتمكن من تأكيد تسجيلك.</p>`,
  },
  {
    PageId: 'training-plan',
    PageHeading_en: 'Training Plan',
    PageHeading_ar: 'الخطة التدريبية',
    PageContent_en:
      '<p>Download our training calendar for the next three months. It lists every scheduled programme with its dates, delivery format, language and venue, so that you and your team can plan ahead.</p>',
    PageContent_ar:
      '<p>حمّل تقويم التدريب للأشهر الثلاثة القادمة، ويتضمن جميع البرامج المجدولة مع مواعيدها ونمط التدريب واللغة ومكان الانعقاد، لتتمكن أنت وفريقك من التخطيط المسبق.</p>',
  },
  {
    PageId: 'template',
    PageHeading_en: 'Template',
    PageHeading_ar: 'نموذج',
    PageContent_en: '<p>This page is a layout template. Its content is not shown to visitors.</p>',
    PageContent_ar: '<p>هذه الصفحة نموذج للتصميم، ولا يُعرض محتواها للزوار.</p>',
  },
];
