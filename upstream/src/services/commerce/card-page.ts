// HTML of the hosted test card page and of its 'Invalid or Expired Link' page: bilingual, RTL in Arabic,
// self-contained (inline CSS, no external asset), as a payment provider's hosted page would be.
import type { Lang } from '../../http/types';

const T = {
  en: {
    title: 'Secure card payment',
    order: 'Order',
    amount: 'Amount to pay',
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    currency: 'AED',
    test: 'Test mode: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined. Any future expiry date and any 3-digit CVC.',
    invalid: 'Invalid or Expired Link',
    invalidText: 'This payment link is not valid any more. Please check your orders in My Account.',
    errName: 'Please enter the name on the card',
    errNumber: 'Invalid card number',
    errExpiry: 'Invalid expiry date',
    errCvc: 'Invalid CVC',
    errBooked: 'The selected time slot is fully booked. Please choose a different time.',
  },
  ar: {
    title: 'الدفع الآمن بالبطاقة',
    order: 'الطلب',
    amount: 'المبلغ المستحق',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز التحقق (CVC)',
    pay: 'ادفع',
    currency: 'د.إ',
    test: 'وضع الاختبار: تُقبل البطاقة 4242 4242 4242 4242 وتُرفض البطاقة 4000 0000 0000 0002. أي تاريخ انتهاء مستقبلي وأي رمز تحقق من 3 أرقام.',
    invalid: 'الرابط غير صالح أو منتهي الصلاحية',
    invalidText: 'رابط الدفع هذا لم يعد صالحاً. يُرجى مراجعة طلباتك في حسابي.',
    errName: 'يُرجى إدخال الاسم على البطاقة',
    errNumber: 'رقم البطاقة غير صحيح',
    errExpiry: 'تاريخ الانتهاء غير صحيح',
    errCvc: 'رمز التحقق غير صحيح',
    errBooked: 'الموعد المحدد مكتمل الحجز. يُرجى اختيار موعد آخر.',
  },
} as const;

/** The two test cards of this test provider: the one approved and the one declined. */
export const CARD_APPROVED = '4242424242424242';
const CARD_DECLINED = '4000000000000002';

type CardField = 'name' | 'number' | 'expiry' | 'cvc';
export type CardErrors = Partial<Record<CardField, true>>;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const CSS = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,Arial,sans-serif;background:#f7f4ee;color:#0b2545}
main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 2px 12px rgba(11,37,69,.12)}
h1{font-size:1.25rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}dt{color:#555}dd{margin:0;text-align:end;font-weight:600}
label{display:block;margin:.75rem 0 .25rem;font-size:.9rem}input{width:100%;padding:.6rem .75rem;border:1px solid #b8c0cc;border-radius:.5rem;font-size:1rem}
input[aria-invalid=true]{border-color:#b91c1c}.row{display:flex;gap:.75rem}.row>div{flex:1}.err{color:#b91c1c;font-size:.85rem;margin:.25rem 0 0}
button{margin-top:1.25rem;width:100%;padding:.75rem;border:0;border-radius:.5rem;background:#0b2545;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.alert{background:#fdecec;color:#b91c1c;padding:.75rem;border-radius:.5rem;margin-bottom:1rem}.note{font-size:.8rem;color:#555;margin-top:1rem}
.ltr{direction:ltr;text-align:start}`;

function shell(lang: Lang, title: string, body: string) {
  return (
    `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${esc(title)}</title><style>${CSS}</style></head><body><main>${body}</main></body></html>`
  );
}

export function invalidLinkPage(lang: Lang): string {
  const t = T[lang];
  return shell(lang, t.invalid, `<h1>${esc(t.invalid)}</h1><p>${esc(t.invalidText)}</p>`);
}

export function cardFormPage(o: {
  lang: Lang;
  orderNumber: number;
  totalAed: string;
  name?: string;
  errors?: CardErrors;
  fullyBooked?: boolean;
}): string {
  const t = T[o.lang];
  const e = o.errors ?? {};
  const field = (key: CardField, label: string, attrs: string, value = '') => {
    const id = `f-${key}`;
    return (
      `<div><label for="${id}">${esc(label)}</label><input id="${id}" name="${key}" ${attrs} value="${esc(value)}"` +
      (e[key] ? ` aria-invalid="true" aria-describedby="${id}-err"` : '') +
      `>` +
      (e[key]
        ? `<p class="err" id="${id}-err">${esc(t[`err${key[0]!.toUpperCase()}${key.slice(1)}` as 'errName'])}</p>`
        : '') +
      `</div>`
    );
  };
  const amount = o.lang === 'ar' ? `${o.totalAed} ${t.currency}` : `${t.currency} ${o.totalAed}`;
  const body =
    `<h1>${esc(t.title)}</h1>` +
    (o.fullyBooked ? `<p class="alert" role="alert">${esc(t.errBooked)}</p>` : '') +
    `<dl><dt>${esc(t.order)}</dt><dd>#${o.orderNumber}</dd><dt>${esc(t.amount)}</dt><dd>${esc(amount)}</dd></dl>` +
    `<form method="post" novalidate>` +
    field('name', t.name, 'autocomplete="cc-name" required', o.name ?? '') +
    `<div class="ltr">${field('number', t.number, 'inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242"')}</div>` +
    `<div class="row">${field('expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" required placeholder="MM/YY"')}` +
    field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" required placeholder="123"') +
    `</div>` +
    `<button type="submit">${esc(t.pay)} ${esc(amount)}</button></form><p class="note">${esc(t.test)}</p>`;
  return shell(o.lang, t.title, body);
}

/** Checks the posted card form; the digits of the number are returned for the outcome. */
export function readCardForm(
  form: Record<string, unknown>,
  now: Date,
): { errors: CardErrors; number: string; name: string } {
  const str = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '');
  const name = str('name').trim();
  const number = str('number').replace(/[\s-]/g, '');
  const errors: CardErrors = {};
  if (!name) errors.name = true;
  // Only the two test cards exist on this test provider: any other number is refused as invalid.
  if (number !== CARD_APPROVED && number !== CARD_DECLINED) errors.number = true;
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(str('expiry'));
  if (!m) errors.expiry = true;
  else {
    const month = Number(m[1]);
    const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    const endOfMonth = Date.UTC(year, month, 1); // first instant after the expiry month
    if (month < 1 || month > 12 || endOfMonth <= now.getTime()) errors.expiry = true;
  }
  if (!/^\d{3,4}$/.test(str('cvc').trim())) errors.cvc = true;
  return { errors, number, name };
}
