// Company seat e-mails (docs/company.md "Assigning seats"): the invitation to a seat (the agent may have no account
// yet, so the seat row names the address and language) and the notice that a seat was taken back.
import { and, eq } from 'drizzle-orm';
import { companies, companySeats, orderItems, programs } from '../../db/schema';
import type { MailMessage } from '../mailer';
import type { MailContext } from './context';
import { dateRangeText } from './format';
import { renderMail } from './layout';
import { accountPath, localePath, seatInvitationPath } from '@shared/routes';

const T = {
  en: {
    hello: 'Hello,',
    subject: (t: string) => `A training seat for you: ${t}`,
    body: (c: string, t: string) => `${c} has booked a seat for you on "${t}" at our institute.`,
    how: 'Open the invitation, sign in or create an account with this e-mail address, and accept or decline the seat. Once you accept, the program is yours: it appears in My Courses and you receive its calendar invitation.',
    open: 'Open the invitation',
    company: 'Company',
    program: 'Program',
    dates: 'Dates',
    goneSubject: (t: string) => `Your training seat was withdrawn: ${t}`,
    goneBody: (c: string, t: string) =>
      `${c} has withdrawn the seat it gave you on "${t}". If you had accepted it, its booking and calendar invitation are cancelled. Ask your company if this is unexpected.`,
    account: 'My Account',
  },
  ar: {
    hello: 'مرحباً،',
    subject: (t: string) => `مقعد تدريبي محجوز لك: ${t}`,
    body: (c: string, t: string) => `حجزت ${c} لك مقعداً في «${t}» لدى معهدنا.`,
    how: 'افتح الدعوة، وسجّل الدخول أو أنشئ حساباً بعنوان البريد الإلكتروني هذا، ثم اقبل المقعد أو اعتذر عنه. بعد القبول يصبح البرنامج لك: يظهر في دوراتي وتصلك دعوة التقويم الخاصة به.',
    open: 'فتح الدعوة',
    company: 'الشركة',
    program: 'البرنامج',
    dates: 'التواريخ',
    goneSubject: (t: string) => `سُحب مقعدك التدريبي: ${t}`,
    goneBody: (c: string, t: string) =>
      `سحبت ${c} المقعد الذي منحتك إياه في «${t}». إذا كنت قد قبلته فقد أُلغي حجزه ودعوة التقويم الخاصة به. تواصل مع شركتك إذا لم تكن تتوقع ذلك.`,
    account: 'حسابي',
  },
} as const;

const siteUrl = (ctx: MailContext, lang: 'en' | 'ar', path: string) =>
  `${ctx.siteUrl.replace(/\/+$/, '')}${localePath(lang, path)}`;

/** The invitation: sent only while the seat is still invited under this token (not answered or reassigned). */
export async function buildSeatInviteMail(
  ctx: MailContext,
  payload: { seatId?: number; token?: string },
): Promise<MailMessage | null> {
  const [r] = await ctx.db
    .select({ s: companySeats, c: companies, line: orderItems, p: programs })
    .from(companySeats)
    .innerJoin(companies, eq(companies.id, companySeats.companyId))
    .innerJoin(orderItems, eq(orderItems.id, companySeats.orderItemId))
    .leftJoin(programs, and(eq(companySeats.itemType, 'program'), eq(programs.id, companySeats.itemId)))
    .where(eq(companySeats.id, Number(payload.seatId)))
    .limit(1);
  if (!r || r.s.status !== 'invited' || r.s.inviteToken !== payload.token || !r.s.email) return null;
  const lang = r.s.lang === 'ar' ? 'ar' : 'en';
  const t = T[lang];
  const company = lang === 'ar' ? r.c.legalNameAr || r.c.legalNameEn : r.c.legalNameEn;
  const title = lang === 'ar' ? r.line.nameAr || r.line.nameEn : r.line.nameEn;
  const details: [string, string][] = [
    [t.company, company],
    [t.program, title],
  ];
  if (r.p) details.push([t.dates, dateRangeText(r.p.startDate, r.p.endDate, lang)]);
  const subject = t.subject(title);
  const { html, text } = renderMail({
    lang,
    title: subject,
    greeting: t.hello,
    paragraphs: [t.body(company, title), t.how],
    details,
    action: { label: t.open, url: siteUrl(ctx, lang, seatInvitationPath(r.s.inviteToken)) },
  });
  return { to: r.s.email, subject, html, text, meta: { kind: 'seat-invite', seatId: r.s.id, companyId: r.c.id } };
}

/** The seat was unassigned or reassigned: the former agent is told (everything is in the payload). */
export function buildSeatWithdrawnMail(
  ctx: MailContext,
  p: { email?: string; lang?: string; titleEn?: string; titleAr?: string; companyEn?: string; companyAr?: string },
): MailMessage | null {
  if (!p.email) return null;
  const lang = p.lang === 'ar' ? 'ar' : 'en';
  const t = T[lang];
  const company = (lang === 'ar' ? p.companyAr : p.companyEn) || p.companyEn || '';
  const title = (lang === 'ar' ? p.titleAr : p.titleEn) || p.titleEn || '';
  const subject = t.goneSubject(title);
  const { html, text } = renderMail({
    lang,
    title: subject,
    greeting: t.hello,
    paragraphs: [t.goneBody(company, title)],
    details: [
      [t.company, company],
      [t.program, title],
    ],
    action: { label: t.account, url: siteUrl(ctx, lang, accountPath('my-courses')) },
  });
  return { to: p.email, subject, html, text, meta: { kind: 'seat-withdrawn' } };
}
