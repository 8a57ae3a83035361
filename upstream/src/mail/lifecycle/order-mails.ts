// Order e-mails: confirmation (tax invoice attached), payment received (receipt), payment failed (pay link),
// credit note (credit note attached), pay-by reminder and lapse notice. Rendered at send time from the order as it is.
import { eq } from 'drizzle-orm';
import type { OrderWithLines } from '@shared/contract/entities/order';
import { orders } from '../../db/schema';
import type { Lang } from '../../http/types';
import type { MailMessage } from '../mailer';
import { getOrder } from '../../services/commerce/orders';
import { deadlineOf } from '../../services/lifecycle/deadlines';
import { getSettings } from '../../services/site';
import { localePath, TRAINING_PROGRAMS_PATH } from '@shared/routes';
import { recipientOf, siteLinks, type MailContext } from './context';
import { dateRangeText, dateTimeText, money } from './format';
import { renderMail, type MailParts } from './layout';

type OrderKind =
  'order-confirmation' | 'payment-received' | 'payment-failed' | 'credit-note' | 'pay-reminder' | 'order-lapsed';

const T = {
  en: {
    dear: (n: string) => `Dear ${n},`,
    orderNo: 'Order number',
    orderDate: 'Order date',
    payment: 'Payment',
    payLater: 'Pay later',
    card: 'Card',
    payBy: 'Pay by',
    subTotal: 'Sub total',
    discount: 'Discount',
    afterDiscount: 'Total after discount',
    vat: 'VAT 5%',
    total: 'Total',
    viewOrder: 'View your order',
    payNow: 'Pay now',
    bookAgain: 'Browse programs',
    subject: {
      'order-confirmation': (n: number) => `Order confirmation No. ${n}`,
      'payment-received': (n: number) => `Payment received for order No. ${n}`,
      'payment-failed': (n: number) => `Payment failed for order No. ${n}`,
      'credit-note': (n: number) => `Credit note for order No. ${n}`,
      'pay-reminder': (n: number) => `Reminder: please pay order No. ${n}`,
      'order-lapsed': (n: number) => `Order No. ${n} was cancelled`,
    },
    confirmed: 'Thank you for your order. Its details are below and your tax invoice is attached.',
    paidAlready: 'Your payment has been received; your receipt follows in a separate message.',
    payLaterHow: (d: string) =>
      `Your seats are reserved until ${d}. Pay by then by card with the button below, or in cash, by cheque or by bank transfer at the institute (please e-mail us the transfer slip).`,
    onlineHow: (d: string) =>
      `Your seats are reserved until ${d}. If your card payment was not completed, you can pay with the button below.`,
    lapseWarn: 'If the order is not paid by then, it is cancelled and its seats are released.',
    received: 'Thank you: we have received your payment. Your receipt is attached.',
    failed:
      'Your card payment did not go through and nothing was charged. Your order is kept: you can pay it again with the button below.',
    failedSeats: 'Until it is paid, its seats are no longer reserved for you and may be taken by others.',
    credit: 'A credit note has been issued for your order. It is attached to this message.',
    remind: (d: string) => `This is a reminder that your order is not paid yet. Please pay by ${d} to keep your seats.`,
    lapsed: (d: string) =>
      `Your order was not paid by ${d}, so it has been cancelled and its seats have been released. You are welcome to book again while seats are available.`,
  },
  ar: {
    dear: (n: string) => `عزيزي/عزيزتي ${n}،`,
    orderNo: 'رقم الطلب',
    orderDate: 'تاريخ الطلب',
    payment: 'طريقة الدفع',
    payLater: 'الدفع لاحقاً',
    card: 'بطاقة',
    payBy: 'آخر موعد للدفع',
    subTotal: 'المجموع الفرعي',
    discount: 'الخصم',
    afterDiscount: 'الإجمالي بعد الخصم',
    vat: 'ضريبة القيمة المضافة 5%',
    total: 'الإجمالي',
    viewOrder: 'عرض طلبك',
    payNow: 'ادفع الآن',
    bookAgain: 'تصفح البرامج',
    subject: {
      'order-confirmation': (n: number) => `تأكيد الطلب رقم ${n}`,
      'payment-received': (n: number) => `تم استلام دفعة الطلب رقم ${n}`,
      'payment-failed': (n: number) => `تعذّر الدفع للطلب رقم ${n}`,
      'credit-note': (n: number) => `إشعار دائن للطلب رقم ${n}`,
      'pay-reminder': (n: number) => `تذكير: يرجى دفع الطلب رقم ${n}`,
      'order-lapsed': (n: number) => `تم إلغاء الطلب رقم ${n}`,
    },
    confirmed: 'شكراً لطلبك. تجد تفاصيله أدناه، والفاتورة الضريبية مرفقة بهذه الرسالة.',
    paidAlready: 'تم استلام دفعتك، وسيصلك الإيصال في رسالة مستقلة.',
    payLaterHow: (d: string) =>
      `مقاعدك محجوزة حتى ${d}. يرجى الدفع قبل هذا الموعد بالبطاقة عبر الزر أدناه، أو نقداً أو بشيك أو بتحويل بنكي في المعهد (مع إرسال إيصال التحويل إلينا بالبريد الإلكتروني).`,
    onlineHow: (d: string) => `مقاعدك محجوزة حتى ${d}. إذا لم تكتمل عملية الدفع بالبطاقة يمكنك الدفع عبر الزر أدناه.`,
    lapseWarn: 'إذا لم يُدفع الطلب حتى ذلك الموعد فسيُلغى وتُتاح مقاعده لغيرك.',
    received: 'شكراً لك، لقد استلمنا دفعتك. الإيصال مرفق بهذه الرسالة.',
    failed: 'لم تكتمل عملية الدفع بالبطاقة ولم يُخصم أي مبلغ. طلبك محفوظ، ويمكنك دفعه مجدداً عبر الزر أدناه.',
    failedSeats: 'إلى أن يتم الدفع، لم تعد مقاعد هذا الطلب محجوزة لك وقد يحجزها غيرك.',
    credit: 'صدر إشعار دائن لطلبك، وهو مرفق بهذه الرسالة.',
    remind: (d: string) => `نذكّرك بأن طلبك لم يُدفع بعد. يرجى الدفع قبل ${d} للاحتفاظ بمقاعدك.`,
    lapsed: (d: string) =>
      `لم يُدفع طلبك حتى ${d}، لذلك تم إلغاؤه وإتاحة مقاعده. يسعدنا حجزك مجدداً ما دامت المقاعد متاحة.`,
  },
} as const;

function orderBlock(data: OrderWithLines, lang: Lang): Pick<MailParts, 'lines' | 'totals'> {
  const t = T[lang];
  const o = data.order;
  return {
    lines: data.items.map((l) => {
      const dates =
        l.StartDate_DESC && l.EndDate_DESC
          ? dateRangeText(new Date(l.StartDate_DESC), new Date(l.EndDate_DESC), lang)
          : undefined;
      const place = lang === 'ar' ? l.CourseLocation_ar : l.CourseLocation_en;
      return {
        name: lang === 'ar' ? l.ItemName_ar || l.ItemName_en : l.ItemName_en,
        detail: [dates, place].filter(Boolean).join(' · ') || undefined,
        amount: money(l.Price, lang),
      };
    }),
    totals: [
      { label: t.subTotal, amount: money(o.SubTotal, lang) },
      ...(o.Discount > 0
        ? [
            { label: t.discount, amount: `-${money(o.Discount, lang)}` },
            { label: t.afterDiscount, amount: money(o.TotalAfterDiscount, lang) },
          ]
        : []),
      { label: t.vat, amount: money(o.VAT, lang) },
      { label: t.total, amount: money(o.OrderTotal, lang), strong: true },
    ],
  };
}

export async function buildOrderMail(
  ctx: MailContext,
  kind: OrderKind,
  payload: { orderId?: number },
): Promise<MailMessage | null> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(payload.orderId)))
    .limit(1);
  if (!row) return null;
  const to = await recipientOf(ctx.db, row.userId);
  const data = await getOrder(ctx.db, row.uniqueId, row.userId);
  if (!to || !data) return null;
  const lang = to.lang;
  const t = T[lang];
  const links = siteLinks(ctx.siteUrl, lang);
  const payBy = await deadlineOf(ctx.db, row.id);
  const unpaid = row.statusId === 1;
  const payUrl = unpaid && row.paymentLinkToken ? links.payLink(row.paymentLinkToken) : null;
  const deadline = payBy ? dateTimeText(payBy, lang) : null;

  const details: [string, string][] = [
    [t.orderNo, String(row.orderNumber)],
    [t.orderDate, dateTimeText(row.orderDate, lang)],
    [t.payment, row.paymentMethod === 'pay_later' ? t.payLater : t.card],
  ];
  const base = { lang, title: t.subject[kind](row.orderNumber), greeting: t.dear(to.name) };
  let parts: MailParts;
  let pdf: 'tax-invoice' | 'receipt' | 'credit-note' | null = null;

  switch (kind) {
    case 'order-confirmation': {
      const paragraphs: string[] = [t.confirmed];
      if (row.statusId === 2 && row.paymentReceiveType !== 'Free') paragraphs.push(t.paidAlready);
      if (unpaid && deadline) {
        paragraphs.push(row.paymentMethod === 'pay_later' ? t.payLaterHow(deadline) : t.onlineHow(deadline));
        paragraphs.push(t.lapseWarn);
        details.push([t.payBy, deadline]);
      }
      parts = {
        ...base,
        paragraphs,
        details,
        ...orderBlock(data, lang),
        action: payUrl ? { label: t.payNow, url: payUrl } : { label: t.viewOrder, url: links.order(row.uniqueId) },
        secondary: payUrl ? { label: t.viewOrder, url: links.order(row.uniqueId) } : undefined,
      };
      pdf = 'tax-invoice';
      break;
    }
    case 'payment-received':
      if (row.statusId !== 2) return null;
      parts = {
        ...base,
        paragraphs: [t.received],
        details,
        ...orderBlock(data, lang),
        action: { label: t.viewOrder, url: links.order(row.uniqueId) },
      };
      pdf = 'receipt';
      break;
    case 'payment-failed':
      if (!unpaid || !payUrl) return null;
      parts = {
        ...base,
        // A declined card released the seats; only an order still holding them has a "keep your seats" deadline.
        paragraphs: [t.failed, ...(row.seatsHeld ? (deadline ? [t.remind(deadline)] : []) : [t.failedSeats])],
        details,
        action: { label: t.payNow, url: payUrl },
      };
      break;
    case 'credit-note':
      if (row.statusId !== 4) return null;
      parts = {
        ...base,
        paragraphs: [t.credit],
        details,
        ...orderBlock(data, lang),
        action: { label: t.viewOrder, url: links.order(row.uniqueId) },
      };
      pdf = 'credit-note';
      break;
    case 'pay-reminder':
      if (!unpaid || !deadline) return null;
      parts = {
        ...base,
        paragraphs: [t.remind(deadline), t.lapseWarn],
        details: [...details, [t.payBy, deadline]],
        ...orderBlock(data, lang),
        action: payUrl ? { label: t.payNow, url: payUrl } : { label: t.viewOrder, url: links.order(row.uniqueId) },
      };
      break;
    case 'order-lapsed':
      if (row.statusId !== 3) return null;
      parts = {
        ...base,
        paragraphs: [t.lapsed(deadline ?? dateTimeText(ctx.now, lang))],
        details,
        action: {
          label: t.bookAgain,
          url: `${ctx.siteUrl.replace(/\/+$/, '')}${localePath(lang, TRAINING_PROGRAMS_PATH)}`,
        },
      };
      break;
  }
  const { html, text } = renderMail(parts);
  const attachments = pdf ? [await attachment(ctx, pdf, data, lang, row.orderNumber)] : undefined;
  return { to: to.email, subject: parts.title, html, text, attachments, meta: { kind, orderNumber: row.orderNumber } };
}

const FILE = { 'tax-invoice': 'Invoice', receipt: 'Receipt', 'credit-note': 'CreditNote' } as const;

/** The same document the site serves for this order (lib/pdf), rendered once for this message. */
async function attachment(
  ctx: MailContext,
  kind: 'tax-invoice' | 'receipt' | 'credit-note',
  data: OrderWithLines,
  lang: Lang,
  orderNumber: number,
) {
  const s = await getSettings(ctx.db);
  const en = s?.TheAddress_en?.trim() || s?.TheAddress_ar?.trim();
  const ar = s?.TheAddress_ar?.trim() || en;
  const institute = s
    ? {
        EmailAddress: s.EmailAddress,
        PhoneNumber: s.PhoneNumber,
        POBox: s.POBox,
        ...(en && ar ? { address: { en, ar } } : {}),
      }
    : {};
  const content = await ctx.pdf.render({ kind, input: { lang, order: data.order, items: data.items, institute } });
  return { filename: `${FILE[kind]}-${orderNumber}.pdf`, content, contentType: 'application/pdf' };
}
