// Licence reminders (docs/licence.md): 60, 30 and 7 days (LICENCE_REMINDER_DAYS) before the last day to register for
// the renewal test, and on the day the card expires. Written in the customer's language, naming what the rules ask
// now and the program that fits, with both dates as a calendar file. Rendered when sent, from the licence as it is
// then: a renewal booked, a new expiry date or reminders turned off since it was queued skip it.
import { eq } from 'drizzle-orm';
import { dayNumber, dubaiDayNumber } from '@shared/contract/constants/licence';
import { accountPath, localePath } from '@shared/routes';
import { formatMoney } from '@shared/money/format';
import { toFils } from '@shared/money/fils';
import { brokerLicences } from '../../db/schema';
import type { Lang } from '../../http/types';
import { authorityRules, timelineOf } from '../../services/licence/licence';
import { licenceIcs } from '../licence-calendar';
import type { MailMessage } from '../mailer';
import { recipientOf, siteLinks, type MailContext } from './context';
import { dateRangeText } from './format';
import { renderMail } from './layout';

const T = {
  en: {
    dear: (n: string) => `Dear ${n},`,
    subjectDeadline: (d: string) => `Register for your broker card renewal test by ${d}`,
    subjectExpiry: 'Your broker card expires today',
    bodyDeadline: (days: string, d: string) =>
      `Your broker card must be renewed with the annual renewal test, and registration closes on ${d} (in ${days} days). Book your place now so that your card does not lapse.`,
    bodyExpiry:
      'Your broker card expires today. The rules now ask for the certified course to renew it; once the grace period has passed, the full course is needed again.',
    stepRenewal: 'The annual renewal test',
    stepCertified: 'The certified course',
    stepFull: 'The full certification course',
    card: 'Broker card',
    expires: 'Expires on',
    deadline: 'Register by',
    whatToBook: 'What to book',
    program: 'Next program that fits',
    price: 'Price',
    noProgram: 'No dated program fits yet: see the course page for the next one.',
    book: 'Book your place',
    licence: 'See your licence timeline',
    calDeadline: 'Last day to register for the broker card renewal test',
    calExpiry: 'Broker card expires',
    note: 'You receive these reminders because you recorded your broker card in My Account › My Licence, where you can turn them off. Both dates are attached as a calendar file.',
  },
  ar: {
    dear: (n: string) => `عزيزي/عزيزتي ${n}،`,
    subjectDeadline: (d: string) => `سجّل في اختبار تجديد بطاقة الوسيط قبل ${d}`,
    subjectExpiry: 'تنتهي صلاحية بطاقة الوسيط الخاصة بك اليوم',
    bodyDeadline: (days: string, d: string) =>
      `يجب تجديد بطاقة الوسيط الخاصة بك باجتياز اختبار التجديد السنوي، ويُغلق التسجيل فيه بتاريخ ${d} (بعد ${days} يوماً). احجز مقعدك الآن حتى لا تنتهي صلاحية بطاقتك.`,
    bodyExpiry:
      'تنتهي صلاحية بطاقة الوسيط الخاصة بك اليوم. تشترط القواعد الآن اجتياز الدورة المعتمدة لتجديدها، وبعد انقضاء فترة السماح يلزم اجتياز الدورة الكاملة من جديد.',
    stepRenewal: 'اختبار التجديد السنوي',
    stepCertified: 'الدورة المعتمدة',
    stepFull: 'دورة الترخيص الكاملة',
    card: 'بطاقة الوسيط',
    expires: 'تاريخ الانتهاء',
    deadline: 'آخر موعد للتسجيل',
    whatToBook: 'ما يجب حجزه',
    program: 'أقرب برنامج مناسب',
    price: 'السعر',
    noProgram: 'لا يوجد برنامج بموعد مناسب حالياً: اطّلع على صفحة الدورة لمعرفة الموعد القادم.',
    book: 'احجز مقعدك',
    licence: 'عرض الجدول الزمني لترخيصك',
    calDeadline: 'آخر يوم للتسجيل في اختبار تجديد بطاقة الوسيط',
    calExpiry: 'انتهاء صلاحية بطاقة الوسيط',
    note: 'تصلك هذه التذكيرات لأنك سجّلت بطاقة الوسيط في حسابي › ترخيصي، ويمكنك إيقافها من هناك. التاريخان مرفقان بملف تقويم.',
  },
} as const;

/** "Sunday 07 December 2026" of a calendar day, in the mail's language (Western digits, as the site writes them). */
function dayWords(text: string, lang: Lang): string {
  const f = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  });
  const p = Object.fromEntries(f.formatToParts(new Date(`${text}T00:00:00Z`)).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

export async function buildLicenceReminderMail(
  ctx: MailContext,
  userId: string,
  payload: { expiryDate?: string; reminder?: string },
  reminderDays: readonly number[],
): Promise<MailMessage | null> {
  const [l] = await ctx.db.select().from(brokerLicences).where(eq(brokerLicences.userId, userId)).limit(1);
  if (!l || !l.reminders || l.expiryDate !== payload.expiryDate) return null;
  const r = await authorityRules(ctx.db, l.authority);
  const to = await recipientOf(ctx.db, userId);
  if (!r || !to) return null;
  const tl = await timelineOf(ctx.db, l, r, ctx.now, reminderDays);
  if (tl.Booked) return null;
  const lang = to.lang;
  const t = T[lang];
  const expiry = payload.reminder === 'expiry';
  const deadline = dayWords(tl.RegistrationDeadline, lang);
  const daysToDeadline = dayNumber(tl.RegistrationDeadline)! - dubaiDayNumber(ctx.now);
  const title = expiry ? t.subjectExpiry : t.subjectDeadline(deadline);
  const links = siteLinks(ctx.siteUrl, lang);
  const licenceUrl = `${ctx.siteUrl.replace(/\/+$/, '')}${localePath(lang, accountPath('my-licence'))}`;
  const stepTitle = lang === 'ar' ? tl.Step.Title_ar || tl.Step.Title_en : tl.Step.Title_en;
  const stepName =
    tl.Step.Kind === 'renewal-test'
      ? t.stepRenewal
      : tl.Step.Kind === 'certified-course'
        ? t.stepCertified
        : t.stepFull;
  const p = tl.Program;
  const { html, text } = renderMail({
    lang,
    title,
    greeting: t.dear(to.name),
    paragraphs: [expiry ? t.bodyExpiry : t.bodyDeadline(String(Math.max(0, daysToDeadline)), deadline)],
    details: [
      [t.card, l.cardNumber],
      [t.expires, dayWords(l.expiryDate, lang)],
      [t.deadline, deadline],
      [t.whatToBook, `${stepName}: ${stepTitle}`],
      ...(p
        ? ([
            [t.program, dateRangeText(new Date(p.StartDate_DESC), new Date(p.EndDate_DESC), lang)],
            [t.price, formatMoney(toFils(p.SchedulePrice), lang)],
          ] as [string, string][])
        : []),
    ],
    // The program's course page, where the dated program is booked (add to cart needs the customer's session).
    action: { label: t.book, url: links.course(tl.Step.Link, tl.Step.ProductId) },
    secondary: { label: t.licence, url: licenceUrl },
    notes: [...(p ? [] : [t.noProgram]), t.note],
  });
  const ics = licenceIcs({
    userId,
    expiryDate: l.expiryDate,
    registrationDeadline: tl.RegistrationDeadline,
    summaries: { deadline: t.calDeadline, expiry: t.calExpiry },
    url: licenceUrl,
    stamp: ctx.now,
  });
  return {
    to: to.email,
    subject: title,
    html,
    text,
    attachments: [{ filename: 'broker-card.ics', content: Buffer.from(ics, 'utf8'), contentType: 'text/calendar' }],
    meta: {
      kind: 'licence-reminder',
      reminder: payload.reminder,
      expiryDate: l.expiryDate,
      programId: p?.PriceOptionID ?? null,
    },
  };
}
