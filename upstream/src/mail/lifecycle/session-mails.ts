// Session e-mails: the calendar invitation of a booking (REQUEST, an update, or CANCEL) and the reminders 7 days and
// 1 day before it starts. Both read the booking's event (calendar_invites) and its program or initiative session.
import { eq } from 'drizzle-orm';
import {
  calendarInvites,
  courses,
  initiativePrograms,
  initiativeRegistrations,
  initiatives,
  orderItems,
  orders,
  programs,
} from '../../db/schema';
import type { Lang } from '../../http/types';
import { htmlToLine } from '@shared/html/text';
import { accountPath, localePath } from '@shared/routes';
import { invitationIcs } from '../calendar';
import type { MailMessage } from '../mailer';
import { recipientOf, siteLinks, type MailContext } from './context';
import { dateRangeText, dateTimeText, firstSession } from './format';
import { renderMail } from './layout';

interface Session {
  title: string;
  start: Date;
  end: Date;
  /** The first session (what the calendar event covers). */
  first: { start: Date; end: Date };
  location: string | null;
  timing: string | null;
  url: string;
  /** Whether the booking still stands (paid, or unpaid and holding its seat; an initiative registration). */
  live: boolean;
}

const ONLINE = { en: 'Live online', ar: 'مباشر عبر الإنترنت' } as const;

async function sessionOf(ctx: MailContext, bookingKey: string, lang: Lang): Promise<Session | null> {
  const [kind, idText] = bookingKey.split(':');
  const id = Number(idText);
  const links = siteLinks(ctx.siteUrl, lang);
  if (kind === 'item') {
    const [r] = await ctx.db
      .select({ i: orderItems, o: orders, p: programs, c: courses })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(programs, eq(programs.id, orderItems.itemId))
      .innerJoin(courses, eq(courses.id, programs.courseId))
      .where(eq(orderItems.id, id))
      .limit(1);
    if (!r) return null;
    const place = lang === 'ar' ? r.p.locationAr || r.p.locationEn : r.p.locationEn || r.p.locationAr;
    const city = lang === 'ar' ? r.p.cityAr : r.p.cityEn;
    return {
      title: lang === 'ar' ? r.c.titleAr || r.c.titleEn : r.c.titleEn,
      start: r.p.startDate,
      end: r.p.endDate,
      first: firstSession(r.p.startDate, r.p.endDate),
      location: place ? [place, city].filter(Boolean).join(', ') : ONLINE[lang],
      timing: htmlToLine(lang === 'ar' ? r.p.timingAr || r.p.timingEn : r.p.timingEn, ', ') || null,
      url: links.order(r.o.uniqueId),
      live: r.o.statusId === 2 || (r.o.statusId === 1 && r.o.seatsHeld),
    };
  }
  if (kind === 'init') {
    const [r] = await ctx.db
      .select({ p: initiativePrograms, i: initiatives })
      .from(initiativeRegistrations)
      .innerJoin(initiativePrograms, eq(initiativePrograms.id, initiativeRegistrations.programId))
      .innerJoin(initiatives, eq(initiatives.id, initiativePrograms.initiativeId))
      .where(eq(initiativeRegistrations.id, id))
      .limit(1);
    if (!r) return null;
    const place = lang === 'ar' ? r.p.locationAr || r.p.locationEn : r.p.locationEn || r.p.locationAr;
    return {
      title: lang === 'ar' ? r.i.titleAr : r.i.titleEn,
      start: r.p.startDate,
      end: r.p.endDate,
      first: firstSession(r.p.startDate, r.p.endDate),
      location: place || null,
      timing: `${r.p.timeFrom} – ${r.p.timeTo}`,
      url: `${ctx.siteUrl.replace(/\/+$/, '')}${localePath(lang, accountPath('my-initiatives'))}`,
      live: true,
    };
  }
  return null;
}

const T = {
  en: {
    dear: (n: string) => `Dear ${n},`,
    invite: (t: string) => `Invitation: ${t}`,
    update: (t: string) => `Updated: ${t}`,
    cancel: (t: string) => `Cancelled: ${t}`,
    inviteBody: 'Your place is booked. Add the session to your calendar with the invitation in this message.',
    updateBody: 'The dates of your booking have changed. Your calendar entry is updated by this message.',
    cancelBody: 'This booking has been cancelled. Your calendar entry is removed by this message.',
    remind7: (t: string) => `Your program starts in a week: ${t}`,
    remind1: (t: string) => `Your program starts tomorrow: ${t}`,
    remindBody7: 'A reminder that your program starts in 7 days. We look forward to seeing you.',
    remindBody1: 'A reminder that your program starts tomorrow. Please arrive 15 minutes early.',
    dates: 'Dates',
    starts: 'Starts',
    timing: 'Timing',
    location: 'Location',
    view: 'View your booking',
  },
  ar: {
    dear: (n: string) => `عزيزي/عزيزتي ${n}،`,
    invite: (t: string) => `دعوة: ${t}`,
    update: (t: string) => `تحديث: ${t}`,
    cancel: (t: string) => `إلغاء: ${t}`,
    inviteBody: 'تم حجز مقعدك. أضف الموعد إلى تقويمك من خلال الدعوة المرفقة بهذه الرسالة.',
    updateBody: 'تغيّرت مواعيد حجزك، وتُحدِّث هذه الرسالة الموعد في تقويمك.',
    cancelBody: 'تم إلغاء هذا الحجز، وتحذف هذه الرسالة الموعد من تقويمك.',
    remind7: (t: string) => `يبدأ برنامجك بعد أسبوع: ${t}`,
    remind1: (t: string) => `يبدأ برنامجك غداً: ${t}`,
    remindBody7: 'نذكّرك بأن برنامجك يبدأ بعد 7 أيام. نتطلع إلى لقائك.',
    remindBody1: 'نذكّرك بأن برنامجك يبدأ غداً. يرجى الحضور قبل الموعد بـ 15 دقيقة.',
    dates: 'التواريخ',
    starts: 'يبدأ',
    timing: 'التوقيت',
    location: 'المكان',
    view: 'عرض حجزك',
  },
} as const;

function details(s: Session, lang: Lang): [string, string][] {
  const t = T[lang];
  return [
    [t.dates, dateRangeText(s.start, s.end, lang)],
    [t.starts, dateTimeText(s.start, lang)],
    ...(s.timing ? [[t.timing, s.timing] as [string, string]] : []),
    ...(s.location ? [[t.location, s.location] as [string, string]] : []),
  ];
}

export async function buildInvitationMail(
  ctx: MailContext,
  payload: { bookingKey?: string; sequence?: number },
): Promise<MailMessage | null> {
  const key = String(payload.bookingKey);
  const [inv] = await ctx.db.select().from(calendarInvites).where(eq(calendarInvites.bookingKey, key)).limit(1);
  // An invitation superseded by a newer version of the event is not sent: the newer one says it all.
  if (!inv || inv.sequence !== Number(payload.sequence)) return null;
  const to = await recipientOf(ctx.db, inv.userId);
  if (!to) return null;
  const lang = to.lang;
  const s = await sessionOf(ctx, key, lang);
  if (!s) return null;
  const t = T[lang];
  const cancel = inv.status === 'cancelled';
  const title = cancel ? t.cancel(s.title) : inv.sequence > 0 ? t.update(s.title) : t.invite(s.title);
  const { html, text } = renderMail({
    lang,
    title,
    greeting: t.dear(to.name),
    paragraphs: [cancel ? t.cancelBody : inv.sequence > 0 ? t.updateBody : t.inviteBody],
    details: details(s, lang),
    action: { label: t.view, url: s.url },
  });
  const method = cancel ? 'CANCEL' : 'REQUEST';
  const ics = invitationIcs({
    method,
    bookingKey: key,
    sequence: inv.sequence,
    start: s.first.start,
    end: s.first.end,
    summary: s.title,
    description: [dateRangeText(s.start, s.end, lang), s.timing, s.url].filter(Boolean).join('\n'),
    location: s.location,
    url: s.url,
    attendee: { name: to.name, email: to.email },
    stamp: ctx.now,
  });
  return {
    to: to.email,
    subject: title,
    html,
    text,
    icalEvent: { method, filename: 'invite.ics', content: ics },
    meta: { kind: 'invitation', bookingKey: key, sequence: inv.sequence, method },
  };
}

export async function buildReminderMail(
  ctx: MailContext,
  payload: { bookingKey?: string; window?: string },
): Promise<MailMessage | null> {
  const key = String(payload.bookingKey);
  const [inv] = await ctx.db.select().from(calendarInvites).where(eq(calendarInvites.bookingKey, key)).limit(1);
  if (!inv || inv.status !== 'confirmed') return null;
  const to = await recipientOf(ctx.db, inv.userId);
  if (!to) return null;
  const s = await sessionOf(ctx, key, to.lang);
  if (!s || !s.live || s.start <= ctx.now) return null;
  const t = T[to.lang];
  const week = payload.window === '7d';
  const title = week ? t.remind7(s.title) : t.remind1(s.title);
  const { html, text } = renderMail({
    lang: to.lang,
    title,
    greeting: t.dear(to.name),
    paragraphs: [week ? t.remindBody7 : t.remindBody1],
    details: details(s, to.lang),
    action: { label: t.view, url: s.url },
  });
  return {
    to: to.email,
    subject: title,
    html,
    text,
    meta: { kind: 'session-reminder', bookingKey: key, window: payload.window },
  };
}
