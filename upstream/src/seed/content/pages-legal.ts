/** Terms and conditions and privacy policy (HTML, 500+ words per language). */

export const TERMS_EN = `<p>These terms and conditions govern the use of this website and the registration for courses, diplomas, exams, memberships, books and initiatives offered by the Emirates Institute of Real Estate Studies L.L.C. ("the Institute", "we"). By creating an account, placing an order or attending a programme you accept these terms. Please read them carefully together with our privacy policy.</p>
<h3>1. Accounts and registration</h3>
<p>You must provide accurate and complete information when you create an account, including your name as it should appear on certificates. You are responsible for keeping your password confidential and for all activity under your account. Registration for a programme is confirmed only after payment has been received, or after the Institute has accepted a pay-later arrangement in writing. Seats are allocated in the order in which confirmed registrations are received.</p>
<h3>2. Fees, VAT and invoices</h3>
<p>All fees are stated in UAE dirhams (AED). Value added tax at the rate of <strong>5%</strong> is added to taxable fees in accordance with Federal Decree-Law No. 8 of 2017 on Value Added Tax and its implementing regulations. A tax invoice is issued for every order and is available in My Account. Invoices are due on receipt unless otherwise agreed in writing. Companies that require their Tax Registration Number (TRN) on the invoice must enter it before completing the order.</p>
<h3>3. Payment methods</h3>
<p>We accept payment by Visa and Mastercard online, cash in dirhams at our offices, cheques and bank transfer. Card payments are processed by a licensed payment service provider; we do not store full card details. Bank transfer slips should be emailed to our accounts team with the order number.</p>
<h3>4. Cheques</h3>
<p>Cheques must be drawn on a UAE bank in favour of the Institute. A charge of <strong>AED 520</strong> applies to every cheque that is returned unpaid for any reason, in addition to the outstanding amount. The Institute may suspend access to programmes, certificates and exams until all dues are settled, and reserves its legal rights regarding returned cheques.</p>
<h3>5. Cancellation and refunds</h3>
<ul>
<li>Cancellation received more than 10 working days before the programme start date: full refund of the programme fee, less an administration fee of AED 100.</li>
<li>Cancellation received between 5 and 10 working days before the start date: 50% refund, or a free transfer to another date of the same course within six months.</li>
<li>Cancellation received less than 5 working days before the start date, or non-attendance: no refund; one transfer to a later date may be granted against a transfer fee of AED 150.</li>
<li>Exam fees are refundable only if the cancellation is received at least 5 working days before the exam date.</li>
<li>Books are refundable within 7 days of delivery if unused and in their original condition. Memberships are non-refundable once activated.</li>
</ul>
<p>Approved refunds are made to the original payment method within 14 working days. You may nominate a substitute participant from the same company at no charge before the programme starts.</p>
<h3>6. Changes by the Institute</h3>
<p>The Institute may change trainers, venues, timings or the delivery format (for example from classroom to live online) where necessary. If a programme is cancelled by the Institute, you may choose a full refund or a transfer to another date.</p>
<h3>7. Attendance, exams and certificates</h3>
<p>Certificates are issued to participants who attend at least 80% of the programme and, where applicable, pass the assessment. Certificates can be verified online through the unique certificate number and QR code. Any attempt to misrepresent a certificate may be reported to the relevant authority.</p>
<h3>8. Conduct and intellectual property</h3>
<p>Participants must behave respectfully towards trainers and other participants. Course materials are the intellectual property of the Institute or its licensors and may not be copied, recorded or shared without written permission.</p>
<h3>9. Liability</h3>
<p>Our training provides general professional education and does not constitute legal, financial or investment advice for any particular case. To the extent permitted by law, the Institute's liability in connection with any order is limited to the fees paid for that order.</p>
<h3>10. Governing law</h3>
<p>These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates. Disputes fall under the jurisdiction of the courts of Dubai. Questions about these terms may be sent to info@eires.ae.</p>`;

export const TERMS_AR = `<p>تنظّم هذه الشروط والأحكام استخدام هذا الموقع الإلكتروني والتسجيل في الدورات وبرامج الدبلوم والاختبارات والعضويات والكتب والمبادرات التي يقدّمها معهد الإمارات للدراسات العقارية ذ.م.م ("المعهد" أو "نحن"). وبإنشائك حساباً أو تقديمك طلباً أو حضورك أي برنامج، فإنك توافق على هذه الشروط. يُرجى قراءتها بعناية إلى جانب سياسة الخصوصية الخاصة بنا.</p>
<h3>1. الحسابات والتسجيل</h3>
<p>يجب عليك تقديم معلومات دقيقة وكاملة عند إنشاء الحساب، بما في ذلك اسمك كما ينبغي أن يظهر في الشهادات. وأنت مسؤول عن الحفاظ على سرية كلمة المرور وعن جميع الأنشطة التي تتم من خلال حسابك. ولا يُعد التسجيل في أي برنامج مؤكداً إلا بعد استلام المبلغ المستحق، أو بعد موافقة المعهد كتابياً على ترتيب الدفع اللاحق. وتُخصَّص المقاعد وفق ترتيب ورود طلبات التسجيل المؤكدة.</p>
<h3>2. الرسوم وضريبة القيمة المضافة والفواتير</h3>
<p>جميع الرسوم محددة بالدرهم الإماراتي، وتُضاف ضريبة القيمة المضافة بنسبة <strong>5%</strong> إلى الرسوم الخاضعة للضريبة وفقاً للمرسوم بقانون اتحادي رقم (8) لسنة 2017 في شأن ضريبة القيمة المضافة ولائحته التنفيذية. وتصدر فاتورة ضريبية لكل طلب، وتكون متاحة في صفحة "حسابي". وتستحق الفواتير عند الاستلام ما لم يُتفق على خلاف ذلك كتابياً. وعلى الشركات التي تحتاج إلى إدراج رقم التسجيل الضريبي في الفاتورة إدخاله قبل إتمام الطلب.</p>
<h3>3. طرق الدفع</h3>
<p>نقبل الدفع ببطاقات فيزا وماستركارد عبر الإنترنت، والدفع نقداً بالدرهم في مكاتبنا، والدفع بالشيكات، والتحويل المصرفي. وتُعالَج المدفوعات بالبطاقات عن طريق مزود خدمات دفع مرخّص، ولا نحتفظ ببيانات البطاقات كاملة. ويُرجى إرسال إيصال التحويل المصرفي بالبريد الإلكتروني إلى فريق الحسابات مع ذكر رقم الطلب.</p>
<h3>4. الشيكات</h3>
<p>يجب أن تكون الشيكات مسحوبة على بنك عامل في الدولة ولصالح المعهد. وتُفرض رسوم قدرها <strong>520 درهماً</strong> على كل شيك يُعاد دون صرف لأي سبب كان، إضافة إلى المبلغ المستحق. ويحق للمعهد تعليق الوصول إلى البرامج والشهادات والاختبارات إلى حين تسوية جميع المستحقات، مع احتفاظه بحقوقه القانونية فيما يتعلق بالشيكات المرتجعة.</p>
<h3>5. الإلغاء واسترداد المبالغ</h3>
<ul>
<li>الإلغاء قبل أكثر من 10 أيام عمل من تاريخ بدء البرنامج: استرداد رسوم البرنامج كاملة بعد خصم رسوم إدارية قدرها 100 درهم.</li>
<li>الإلغاء قبل 5 إلى 10 أيام عمل من تاريخ البدء: استرداد 50% من الرسوم، أو التحويل مجاناً إلى موعد آخر للدورة نفسها خلال ستة أشهر.</li>
<li>الإلغاء قبل أقل من 5 أيام عمل من تاريخ البدء أو عدم الحضور: لا يُسترد أي مبلغ، ويجوز منح تحويل واحد إلى موعد لاحق مقابل رسوم تحويل قدرها 150 درهماً.</li>
<li>لا تُسترد رسوم الاختبارات إلا إذا ورد طلب الإلغاء قبل 5 أيام عمل على الأقل من موعد الاختبار.</li>
<li>يجوز إرجاع الكتب خلال 7 أيام من تاريخ التسليم إذا كانت غير مستعملة وبحالتها الأصلية، أما العضويات فلا تُسترد رسومها بعد تفعيلها.</li>
</ul>
<p>تُرد المبالغ المعتمدة إلى وسيلة الدفع الأصلية خلال 14 يوم عمل، ويحق لك ترشيح مشارك بديل من الشركة نفسها دون رسوم قبل بدء البرنامج.</p>
<h3>6. التغييرات من قبل المعهد</h3>
<p>يجوز للمعهد تغيير المدربين أو أماكن الانعقاد أو المواعيد أو نمط التدريب (كالتحويل من التدريب الحضوري إلى التدريب المباشر عبر الإنترنت) عند الضرورة. وفي حال إلغاء المعهد لأي برنامج، يحق لك اختيار استرداد المبلغ كاملاً أو التحويل إلى موعد آخر.</p>
<h3>7. الحضور والاختبارات والشهادات</h3>
<p>تُمنح الشهادات للمشاركين الذين يحضرون 80% على الأقل من البرنامج، وينجحون في التقييم متى كان ذلك مطلوباً. ويمكن التحقق من الشهادات إلكترونياً من خلال رقم الشهادة الفريد ورمز الاستجابة السريعة. وقد يُبلَّغ عن أي محاولة لتحريف الشهادات إلى الجهة المختصة.</p>
<h3>8. السلوك والملكية الفكرية</h3>
<p>يلتزم المشاركون بالتعامل باحترام مع المدربين وسائر المشاركين. والمواد التدريبية ملك فكري للمعهد أو للجهات المرخِّصة له، ولا يجوز نسخها أو تسجيلها أو مشاركتها دون إذن كتابي.</p>
<h3>9. المسؤولية</h3>
<p>يقدّم تدريبنا تعليماً مهنياً عاماً، ولا يُعد مشورة قانونية أو مالية أو استثمارية في أي حالة بعينها. وفي الحدود التي يسمح بها القانون، تقتصر مسؤولية المعهد فيما يتعلق بأي طلب على الرسوم المدفوعة عن ذلك الطلب.</p>
<h3>10. القانون الواجب التطبيق</h3>
<p>تخضع هذه الشروط لقوانين إمارة دبي والقوانين الاتحادية لدولة الإمارات العربية المتحدة، وتختص محاكم دبي بالنظر في أي نزاع ينشأ عنها. ويمكن إرسال الاستفسارات المتعلقة بهذه الشروط إلى info@eires.ae.</p>`;

export const PRIVACY_EN = `<p>The Emirates Institute of Real Estate Studies L.L.C. respects your privacy. This policy explains what personal data we collect through this website, our mobile application and our training activities, why we collect it, how we protect it and what rights you have. We process personal data in accordance with Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data (PDPL) and other applicable laws of the United Arab Emirates.</p>
<h3>1. Data we collect</h3>
<ul>
<li>Identity and contact data: name in English and Arabic, email address, mobile number, nationality, date of birth and gender.</li>
<li>Verification data: Emirates ID number and copies you upload, where required by the regulator for licensing courses and certificates.</li>
<li>Account and order data: courses, diplomas, exams, memberships and books you register for, invoices, payments and certificates.</li>
<li>Company data: company name and Tax Registration Number when you request a company invoice.</li>
<li>Technical data: device identifier, language, country, pages visited and basic security logs.</li>
</ul>
<p>We do not store full payment card numbers; card payments are handled by a licensed payment service provider.</p>
<h3>2. Why we use your data</h3>
<ul>
<li>To create and manage your account and register you on programmes (performance of a contract).</li>
<li>To issue tax invoices and keep accounting records (legal obligation, including VAT law).</li>
<li>To issue and verify certificates and to report results to the regulator where required (legal obligation).</li>
<li>To answer enquiries and send service messages such as schedule changes (legitimate interest).</li>
<li>To send news about new courses, only where you have agreed; you can withdraw consent at any time (consent).</li>
</ul>
<h3>3. Sharing</h3>
<p>We share personal data only with: the real-estate regulator and education authority where licensing or accreditation rules require it; our payment service provider; trainers who need participant lists; IT and hosting providers bound by confidentiality; and authorities when the law requires. We never sell personal data.</p>
<h3>4. Transfers outside the UAE</h3>
<p>Some service providers may process data outside the UAE. We only allow such transfers where the destination provides an adequate level of protection or where appropriate safeguards are in place, as required by the PDPL.</p>
<h3>5. Retention</h3>
<p>Account, profile and certificate data are kept while your account exists. When you delete your account (My Account › Privacy), we erase your personal details, uploads, addresses, consents and enquiries at once and withdraw your certificates, which then no longer verify online. We keep only your orders with their tax invoices, receipts and credit notes, including the name, company, address and TRN printed on them: UAE tax law (Federal Decree-Law No. 8 of 2017 on Value Added Tax, Article 78, and Federal Decree-Law No. 28 of 2022 on Tax Procedures with its Executive Regulation) requires us to keep tax records for at least five years after the end of the tax period they belong to, and longer only while the Federal Tax Authority is auditing them. They are used for nothing else and are deleted when that period ends. Identity document copies are deleted once they are no longer needed for the purpose for which they were collected.</p>
<h3>6. Security</h3>
<p>We use encryption in transit, access controls, password hashing, activity logs and regular reviews to protect personal data. Staff who handle personal data are trained and bound by confidentiality. If a breach occurs that is likely to affect your rights, we will notify you and the competent authority as required by law.</p>
<h3>7. Your rights</h3>
<p>Subject to the PDPL, you may request access to your personal data, correction of inaccurate data, erasure, restriction of processing, a copy of your data in a portable format, and you may object to processing for direct marketing. You can update most profile details yourself in My Account, and in My Account › Privacy you can see your consents, switch news and offers by e-mail on or off, download all your data as one file and delete your account. Other requests can be sent to privacy@eires.ae; we respond within 30 days.</p>
<h3>8. Cookies and browser storage</h3>
<p>This website sets no tracking cookies: no analytics, advertising or social-media cookies, and no third-party scripts. That is why it shows no cookie banner. It sets only these cookies, which the site needs to work:</p>
<ul>
<li><strong>session</strong> (named __Host-session on the live site): keeps you signed in, and remembers the steps of sign-up and password reset. It is sealed and cannot be read by scripts; it lasts 30 days, or until you sign out.</li>
<li><strong>app</strong>: set only when the site is opened inside our mobile application, so that the website's own header and footer are hidden there. It lasts one year.</li>
</ul>
<p>Your browser's session storage also keeps a flag so that the visitor counter counts your visit once per session, and a one-time message after checkout; neither identifies you and both disappear when you close the tab. Your language is part of each page address, not a cookie.</p>
<p>Videos play from YouTube's privacy-enhanced mode (youtube-nocookie.com) or Vimeo with "do not track", which set no cookies when the page loads. The map on the contact page loads only when you press "Show the map"; its provider may then set its own cookies. If we ever add any cookie that is not essential, it will wait for your consent.</p>
<h3>9. Changes</h3>
<p>We may update this policy from time to time. The current version is always published on this page, and significant changes will be announced by email to registered users. When you sign up we record which version you accepted, and when. This version: 24 November 2026.</p>`;

export const PRIVACY_AR = `<p>يحترم معهد الإمارات للدراسات العقارية ذ.م.م خصوصيتك. وتوضح هذه السياسة البيانات الشخصية التي نجمعها من خلال هذا الموقع وتطبيقنا على الهاتف المتحرك وأنشطتنا التدريبية، وأسباب جمعها، وكيفية حمايتها، والحقوق التي تتمتع بها. ونعالج البيانات الشخصية وفقاً للمرسوم بقانون اتحادي رقم (45) لسنة 2021 بشأن حماية البيانات الشخصية وغيره من القوانين المعمول بها في دولة الإمارات العربية المتحدة.</p>
<h3>1. البيانات التي نجمعها</h3>
<ul>
<li>بيانات الهوية والاتصال: الاسم باللغتين العربية والإنجليزية، والبريد الإلكتروني، ورقم الهاتف المتحرك، والجنسية، وتاريخ الميلاد، والجنس.</li>
<li>بيانات التحقق: رقم بطاقة الهوية الإماراتية والنسخ التي تحمّلها، متى اشترطت الجهة التنظيمية ذلك لدورات الترخيص والشهادات.</li>
<li>بيانات الحساب والطلبات: الدورات وبرامج الدبلوم والاختبارات والعضويات والكتب التي تسجّل فيها، والفواتير والمدفوعات والشهادات.</li>
<li>بيانات الشركات: اسم الشركة ورقم التسجيل الضريبي عند طلب فاتورة باسم الشركة.</li>
<li>البيانات التقنية: معرّف الجهاز واللغة والدولة والصفحات التي تمت زيارتها وسجلات الأمان الأساسية.</li>
</ul>
<p>لا نحتفظ بأرقام بطاقات الدفع كاملة، إذ يتولى مزود خدمات دفع مرخّص معالجة المدفوعات بالبطاقات.</p>
<h3>2. أغراض استخدام بياناتك</h3>
<ul>
<li>إنشاء حسابك وإدارته وتسجيلك في البرامج (تنفيذ العقد).</li>
<li>إصدار الفواتير الضريبية والاحتفاظ بالسجلات المحاسبية (التزام قانوني، بما في ذلك قانون ضريبة القيمة المضافة).</li>
<li>إصدار الشهادات والتحقق منها وإبلاغ الجهة التنظيمية بالنتائج متى كان ذلك مطلوباً (التزام قانوني).</li>
<li>الرد على الاستفسارات وإرسال الرسائل الخدمية مثل تغيير المواعيد (مصلحة مشروعة).</li>
<li>إرسال أخبار الدورات الجديدة بعد موافقتك فقط، ويحق لك سحب موافقتك في أي وقت (الموافقة).</li>
</ul>
<h3>3. مشاركة البيانات</h3>
<p>لا نشارك البيانات الشخصية إلا مع: الجهة التنظيمية للقطاع العقاري والجهة المختصة بالتعليم متى اقتضت قواعد الترخيص أو الاعتماد ذلك، ومزود خدمات الدفع، والمدربين الذين يحتاجون إلى قوائم المشاركين، ومزودي خدمات تقنية المعلومات والاستضافة الملتزمين بالسرية، والجهات الرسمية عندما يقتضي القانون ذلك. ولا نبيع البيانات الشخصية مطلقاً.</p>
<h3>4. نقل البيانات خارج الدولة</h3>
<p>قد يعالج بعض مزودي الخدمات البيانات خارج الدولة، ولا نسمح بهذا النقل إلا إذا كانت الجهة المستقبلة توفر مستوى حماية ملائماً أو كانت هناك ضمانات مناسبة وفق ما يتطلبه قانون حماية البيانات الشخصية.</p>
<h3>5. مدة الاحتفاظ</h3>
<p>نحتفظ ببيانات الحساب والملف الشخصي والشهادات ما دام حسابك قائماً. وعند حذف حسابك (حسابي › الخصوصية) نمحو بياناتك الشخصية والملفات التي حمّلتها وعناوينك وموافقاتك واستفساراتك فوراً، ونسحب شهاداتك فلا يمكن التحقق منها عبر الإنترنت بعد ذلك. ولا نحتفظ إلا بطلباتك مع فواتيرها الضريبية وإيصالاتها وإشعاراتها الدائنة، بما في ذلك الاسم واسم الشركة والعنوان ورقم التسجيل الضريبي المطبوعة عليها؛ إذ يُلزمنا قانون الضرائب في دولة الإمارات (المرسوم بقانون اتحادي رقم 8 لسنة 2017 في شأن ضريبة القيمة المضافة، المادة 78، والمرسوم بقانون اتحادي رقم 28 لسنة 2022 في شأن الإجراءات الضريبية ولائحته التنفيذية) بالاحتفاظ بالسجلات الضريبية مدة لا تقل عن خمس سنوات من نهاية الفترة الضريبية التي تخصها، ولا تزيد على ذلك إلا أثناء تدقيق الهيئة الاتحادية للضرائب فيها. ولا تُستخدم لأي غرض آخر، وتُحذف بانقضاء هذه المدة. ونحذف نسخ وثائق الهوية متى انتفت الحاجة إليها للغرض الذي جُمعت من أجله.</p>
<h3>6. أمن البيانات</h3>
<p>نستخدم التشفير أثناء النقل، وضوابط الوصول، وتجزئة كلمات المرور، وسجلات النشاط، والمراجعات الدورية لحماية البيانات الشخصية. ويتلقى الموظفون الذين يتعاملون مع البيانات الشخصية التدريب اللازم ويلتزمون بالسرية. وفي حال وقوع خرق يُرجَّح أن يمس حقوقك، سنُخطرك ونُخطر الجهة المختصة وفق ما يقتضيه القانون.</p>
<h3>7. حقوقك</h3>
<p>مع مراعاة أحكام قانون حماية البيانات الشخصية، يحق لك طلب الاطلاع على بياناتك الشخصية، وتصحيح البيانات غير الدقيقة، ومحوها، وتقييد معالجتها، والحصول على نسخة منها بصيغة قابلة للنقل، كما يحق لك الاعتراض على معالجتها لأغراض التسويق المباشر. ويمكنك تحديث معظم بيانات ملفك الشخصي بنفسك من صفحة "حسابي"، كما يمكنك من صفحة "حسابي › الخصوصية" الاطلاع على موافقاتك، وتفعيل أخبار الدورات وعروضها بالبريد الإلكتروني أو إيقافها، وتنزيل جميع بياناتك في ملف واحد، وحذف حسابك. ويمكنك إرسال الطلبات الأخرى إلى privacy@eires.ae، وسنرد عليها خلال 30 يوماً.</p>
<h3>8. ملفات تعريف الارتباط وتخزين المتصفح</h3>
<p>لا يضع هذا الموقع أي ملفات تعريف ارتباط للتتبع: فلا ملفات للتحليلات أو الإعلانات أو وسائل التواصل الاجتماعي، ولا نصوص برمجية من جهات خارجية، ولهذا لا يعرض الموقع شريط موافقة على ملفات تعريف الارتباط. ولا يضع إلا الملفات التالية التي يحتاجها ليعمل:</p>
<ul>
<li><strong>session</strong> (واسمه ‎__Host-session على الموقع الفعلي): يُبقي على تسجيل دخولك، ويحفظ خطوات إنشاء الحساب واستعادة كلمة المرور. وهو مختوم ولا يمكن للنصوص البرمجية قراءته، ويبقى 30 يوماً أو حتى تسجيل خروجك.</li>
<li><strong>app</strong>: لا يُوضع إلا عند فتح الموقع داخل تطبيقنا على الهاتف المتحرك، لإخفاء ترويسة الموقع وتذييله داخل التطبيق، ويبقى سنة واحدة.</li>
</ul>
<p>كما يحتفظ التخزين المؤقت لجلسة المتصفح بعلامة تتيح لعدّاد الزوار احتساب زيارتك مرة واحدة في كل جلسة، وبرسالة تظهر مرة واحدة بعد إتمام الطلب، ولا يحدد أيٌّ منهما هويتك، ويُحذفان عند إغلاق التبويب. أما اللغة فهي جزء من عنوان كل صفحة وليست ملف تعريف ارتباط.</p>
<p>تُعرض مقاطع الفيديو عبر وضع الخصوصية المحسّن في يوتيوب (youtube-nocookie.com) أو عبر Vimeo مع خيار "عدم التتبع"، فلا تضع ملفات تعريف ارتباط عند تحميل الصفحة. ولا تُحمَّل الخريطة في صفحة التواصل إلا عند الضغط على "عرض الخريطة"، وقد يضع مزودها حينئذٍ ملفات تعريف الارتباط الخاصة به. وإذا أضفنا مستقبلاً أي ملف تعريف ارتباط غير أساسي، فلن يُستخدم إلا بعد موافقتك.</p>
<h3>9. التعديلات</h3>
<p>قد نحدّث هذه السياسة من وقت لآخر، وتُنشر النسخة السارية دائماً في هذه الصفحة، ويُعلَن عن التعديلات الجوهرية عبر البريد الإلكتروني للمستخدمين المسجلين. وعند إنشاء حسابك نسجّل النسخة التي وافقت عليها وتاريخ موافقتك. هذه النسخة: 24 نوفمبر 2026.</p>`;
