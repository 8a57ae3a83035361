// The practice bank's topics and exams (data, not code: docs/practice-exams.md). The full mock follows the public
// description of the certified broker exam: 50 multiple-choice questions in 60 minutes, 75 % to pass. It opens to
// customers who paid for the preparation course (course 1 of the catalogue seed) or for its exam.

export const PRACTICE_TOPICS = [
  { slug: 'law', en: 'Real estate law and regulations', ar: 'التشريعات والأنظمة العقارية' },
  { slug: 'ethics', en: 'Brokerage ethics and contracts', ar: 'أخلاقيات الوساطة والعقود' },
  { slug: 'offplan', en: 'Off-plan sales and escrow', ar: 'البيع على الخارطة وحسابات الضمان' },
  { slug: 'valuation', en: 'Valuation basics', ar: 'أساسيات التقييم العقاري' },
  { slug: 'leasing', en: 'Leasing and tenancy rules', ar: 'التأجير وقواعد العلاقة الإيجارية' },
  { slug: 'management', en: "Property management and owners' associations", ar: 'إدارة العقارات واتحادات الملاك' },
  { slug: 'dld', en: 'Land department procedures and fees', ar: 'إجراءات دائرة الأراضي والأملاك ورسومها' },
  { slug: 'mortgages', en: 'Mortgages', ar: 'التمويل العقاري والرهن' },
] as const;

export type TopicSlug = (typeof PRACTICE_TOPICS)[number]['slug'];

type ExamDraft = {
  slug: string;
  open: boolean;
  en: { title: string; summary: string };
  ar: { title: string; summary: string };
  timeLimitSeconds: number | null;
  passPercent: number;
  attemptsAllowed: number | null;
  warnAtSeconds: number[];
  draws: Record<TopicSlug, number>;
  entitledBy: { itemType: 'program' | 'exam'; courseId: number }[];
};

/** The preparation course of the catalogue seed (RERA Broker Certification Preparation). */
const PREPARATION_COURSE = 1;

export const PRACTICE_EXAMS: ExamDraft[] = [
  {
    slug: 'free-sample',
    open: true,
    en: {
      title: 'Free sample: 10 questions',
      summary: 'Ten questions from across the broker syllabus, untimed, open to everyone. See the answers at the end.',
    },
    ar: {
      title: 'نموذج مجاني: 10 أسئلة',
      summary: 'عشرة أسئلة من مختلف محاور منهج الوسطاء، دون تقيّد بالوقت ومتاحة للجميع، مع عرض الإجابات في النهاية.',
    },
    timeLimitSeconds: null,
    passPercent: 75,
    attemptsAllowed: null,
    warnAtSeconds: [],
    draws: { law: 2, ethics: 2, offplan: 1, valuation: 1, leasing: 1, management: 1, dld: 1, mortgages: 1 },
    entitledBy: [],
  },
  {
    slug: 'broker-certification-mock',
    open: false,
    en: {
      title: 'Broker certification mock exam',
      summary: '50 questions drawn from the whole bank in 60 minutes, as in the certified broker exam. 75 % to pass.',
    },
    ar: {
      title: 'الاختبار التجريبي لشهادة الوسيط العقاري',
      summary: '50 سؤالاً تُختار من بنك الأسئلة كاملاً خلال 60 دقيقة، على غرار اختبار الوسيط المعتمد. نسبة النجاح 75٪.',
    },
    timeLimitSeconds: 60 * 60,
    passPercent: 75,
    attemptsAllowed: 5,
    warnAtSeconds: [10 * 60, 5 * 60, 60],
    draws: { law: 7, ethics: 7, offplan: 6, valuation: 6, leasing: 6, management: 6, dld: 6, mortgages: 6 },
    entitledBy: [
      { itemType: 'program', courseId: PREPARATION_COURSE },
      { itemType: 'exam', courseId: PREPARATION_COURSE },
    ],
  },
];
