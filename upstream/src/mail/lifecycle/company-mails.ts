// Company e-mails: an invitation to become one of a company's admins, in the invitee's own language.
import { eq } from 'drizzle-orm';
import { companies, companyInvitations, users } from '../../db/schema';
import type { MailMessage } from '../mailer';
import { recipientOf, type MailContext } from './context';
import { renderMail } from './layout';
import { accountPath, localePath } from '@shared/routes';

const T = {
  en: {
    dear: (n: string) => `Dear ${n},`,
    subject: (c: string) => `You are invited to manage ${c}`,
    body: (by: string, c: string) =>
      `${by} invited you to become an admin of ${c} on our site. Admins buy training seats for the company's agents, assign them, and receive the company's tax invoices.`,
    how: 'Sign in and open My Company to accept or decline.',
    company: 'Company',
    open: 'Open My Company',
  },
  ar: {
    dear: (n: string) => `عزيزي/عزيزتي ${n}،`,
    subject: (c: string) => `دعوة لإدارة حساب ${c}`,
    body: (by: string, c: string) =>
      `دعاك ${by} لتصبح مسؤولاً عن حساب ${c} على موقعنا. يشتري المسؤولون مقاعد التدريب لوكلاء الشركة ويوزعونها عليهم ويتلقون الفواتير الضريبية للشركة.`,
    how: 'سجّل الدخول وافتح صفحة شركتي لقبول الدعوة أو رفضها.',
    company: 'الشركة',
    open: 'فتح صفحة شركتي',
  },
} as const;

export async function buildCompanyInviteMail(
  ctx: MailContext,
  userId: string,
  payload: { invitationId?: number },
): Promise<MailMessage | null> {
  const [r] = await ctx.db
    .select({ i: companyInvitations, c: companies, by: users })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.uniqueId, companyInvitations.invitedBy))
    .where(eq(companyInvitations.id, Number(payload.invitationId)))
    .limit(1);
  // Sent only while the invitation is open (not answered before the job ran).
  if (!r || r.i.status !== 'pending') return null;
  const to = await recipientOf(ctx.db, userId);
  if (!to) return null;
  const lang = to.lang;
  const t = T[lang];
  const company = lang === 'ar' ? r.c.legalNameAr || r.c.legalNameEn : r.c.legalNameEn;
  const by = r.by ? `${r.by.firstName} ${r.by.lastName}`.trim() : company;
  const title = t.subject(company);
  const url = `${ctx.siteUrl.replace(/\/+$/, '')}${localePath(lang, accountPath('my-company'))}`;
  const { html, text } = renderMail({
    lang,
    title,
    greeting: t.dear(to.name),
    paragraphs: [t.body(by, company), t.how],
    details: [[t.company, company]],
    action: { label: t.open, url },
  });
  return {
    to: to.email,
    subject: title,
    html,
    text,
    meta: { kind: 'company-invite', invitationId: r.i.id, companyId: r.c.id },
  };
}
