// The initiative registration confirmation (Shared/init-reg), in the caller's language (x-lang).
import type { Lang } from '../../http/types';

export interface InitiativeMailInput {
  name: string;
  title: string;
  start: Date;
  end: Date;
  timeFrom: string;
  timeTo: string;
  location: string | null;
}

const INSTITUTE = { en: 'Real Estate Training Institute', ar: 'معهد التدريب العقاري' } as const;
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * "Sunday 07 December 2026" / "الأحد 07 ديسمبر 2026" in Dubai time (EEEE dd-MMMM-yyyy family, ar-KW months:
 * docs/product/constants.md#dates).
 */
function day(d: Date, lang: Lang): string {
  const f = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB', {
    timeZone: 'Asia/Dubai',
    weekday: 'long',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  });
  const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

export function initiativeRegisteredMail(lang: Lang, m: InitiativeMailInput) {
  const sameDay = day(m.start, lang) === day(m.end, lang);
  const when = sameDay ? day(m.start, lang) : `${day(m.start, lang)} – ${day(m.end, lang)}`;
  const rows: [string, string][] =
    lang === 'ar'
      ? [
          ['المبادرة', m.title],
          ['التاريخ', when],
          ['الوقت', `${m.timeFrom} – ${m.timeTo}`],
          ...(m.location ? [['المكان', m.location] as [string, string]] : []),
        ]
      : [
          ['Initiative', m.title],
          ['Date', when],
          ['Time', `${m.timeFrom} – ${m.timeTo}`],
          ...(m.location ? [['Location', m.location] as [string, string]] : []),
        ];
  const hello = lang === 'ar' ? `مرحباً ${m.name}،` : `Dear ${m.name},`;
  const intro = lang === 'ar' ? 'تم تأكيد تسجيلك في المبادرة التالية:' : 'Your registration is confirmed for:';
  const outro =
    lang === 'ar'
      ? 'يمكنك الاطلاع على تسجيلاتك في صفحة "مبادراتي" ضمن حسابك. نتطلع إلى لقائك.'
      : 'You can see your registrations under My Initiatives in your account. We look forward to seeing you.';
  const subject = lang === 'ar' ? `تم تأكيد تسجيلك: ${m.title}` : `Your registration is confirmed: ${m.title}`;
  const text = [hello, '', intro, ...rows.map(([k, v]) => `${k}: ${v}`), '', outro, '', INSTITUTE[lang]].join('\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 0;color:#6b7280;padding-inline-end:16px">${esc(k)}</td><td style="padding:4px 0;font-weight:bold">${esc(v)}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#f7f4ee;font-family:Arial,Tahoma,sans-serif;color:#1f2937">` +
    `<div style="max-width:520px;margin:24px auto;background:#fff;border-top:4px solid #c9a227;padding:24px" dir="${dir}">` +
    `<h1 style="font-size:18px;color:#0b2545;margin:0 0 16px">${esc(INSTITUTE[lang])}</h1>` +
    `<p style="margin:0 0 12px">${esc(hello)}</p><p style="margin:0 0 12px">${esc(intro)}</p>` +
    `<table style="border-collapse:collapse;margin:0 0 16px">${table}</table><p style="margin:0">${esc(outro)}</p></div></body></html>`;
  return { subject, text, html };
}
