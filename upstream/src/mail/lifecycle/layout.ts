// The layout of booking e-mails: one function renders the HTML (inline styles for mail clients, dir="rtl" in
// Arabic) and the plain text from the same parts, so the two never say different things.
import type { Lang } from '../../http/types';

const INSTITUTE = { en: 'Real Estate Training Institute', ar: 'معهد التدريب العقاري' } as const;

export interface MailParts {
  lang: Lang;
  /** Shown above the greeting (the mail's subject line as a heading). */
  title: string;
  greeting: string;
  paragraphs: string[];
  /** Label/value rows (dates, location, order number…). */
  details?: [string, string][];
  /** An order's lines and totals. */
  lines?: { name: string; detail?: string; amount: string }[];
  totals?: { label: string; amount: string; strong?: boolean }[];
  /** The main link (My Account, pay now, book now). */
  action?: { label: string; url: string };
  /** A second, plain link under the button. */
  secondary?: { label: string; url: string };
  /** Small print under the action. */
  notes?: string[];
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const FOOTER = {
  en: 'This message was sent because of a booking in your account. You can see all your bookings under My Account.',
  ar: 'أُرسلت هذه الرسالة بسبب حجز في حسابك. يمكنك الاطلاع على جميع حجوزاتك في صفحة حسابي.',
} as const;

export function renderMail(p: MailParts): { html: string; text: string } {
  const dir = p.lang === 'ar' ? 'rtl' : 'ltr';
  const align = p.lang === 'ar' ? 'right' : 'left';
  const far = p.lang === 'ar' ? 'left' : 'right';
  const cell = `padding:6px 0;vertical-align:top;text-align:${align}`;
  const html: string[] = [];
  html.push(
    `<!doctype html><html lang="${p.lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(p.title)}</title></head>`,
    `<body style="margin:0;background:#f7f4ee;font-family:Arial,Tahoma,sans-serif;color:#1f2937;line-height:1.5">`,
    `<div style="max-width:600px;margin:24px auto;background:#ffffff;border-top:4px solid #c9a227" dir="${dir}">`,
    `<div style="background:#0b2545;color:#ffffff;padding:16px 24px;font-size:16px;font-weight:bold;text-align:${align}">${esc(INSTITUTE[p.lang])}</div>`,
    `<div style="padding:24px;text-align:${align}">`,
    `<h1 style="font-size:20px;color:#0b2545;margin:0 0 16px">${esc(p.title)}</h1>`,
    `<p style="margin:0 0 12px">${esc(p.greeting)}</p>`,
    ...p.paragraphs.map((x) => `<p style="margin:0 0 12px">${esc(x)}</p>`),
  );
  if (p.details?.length) {
    html.push(
      `<table role="presentation" style="border-collapse:collapse;width:100%;margin:8px 0 16px;border-top:1px solid #e5e7eb">`,
      ...p.details.map(
        ([k, v]) =>
          `<tr><td style="${cell};color:#6b7280;width:40%;padding-inline-end:12px">${esc(k)}</td><td style="${cell};font-weight:bold"><bdi>${esc(v)}</bdi></td></tr>`,
      ),
      `</table>`,
    );
  }
  if (p.lines?.length) {
    html.push(`<table role="presentation" style="border-collapse:collapse;width:100%;margin:8px 0 0">`);
    for (const l of p.lines)
      html.push(
        `<tr><td style="${cell};border-bottom:1px solid #e5e7eb">${esc(l.name)}${l.detail ? `<br><span style="color:#6b7280;font-size:13px">${esc(l.detail)}</span>` : ''}</td>`,
        `<td style="padding:6px 0;vertical-align:top;text-align:${far};white-space:nowrap;border-bottom:1px solid #e5e7eb"><bdi>${esc(l.amount)}</bdi></td></tr>`,
      );
    for (const t of p.totals ?? [])
      html.push(
        `<tr><td style="${cell};${t.strong ? 'font-weight:bold;color:#0b2545' : 'color:#6b7280'}">${esc(t.label)}</td>`,
        `<td style="padding:6px 0;text-align:${far};white-space:nowrap;${t.strong ? 'font-weight:bold;color:#0b2545' : ''}"><bdi>${esc(t.amount)}</bdi></td></tr>`,
      );
    html.push(`</table>`);
  }
  if (p.action)
    html.push(
      `<p style="margin:24px 0"><a href="${esc(p.action.url)}" style="display:inline-block;background:#13807a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${esc(p.action.label)}</a></p>`,
    );
  if (p.secondary)
    html.push(
      `<p style="margin:0 0 16px;font-size:14px"><a href="${esc(p.secondary.url)}" style="color:#13807a">${esc(p.secondary.label)}</a></p>`,
    );
  for (const n of p.notes ?? []) html.push(`<p style="margin:0 0 8px;font-size:13px;color:#6b7280">${esc(n)}</p>`);
  html.push(
    `</div><div style="padding:16px 24px;background:#f3f4f6;font-size:12px;color:#6b7280;text-align:${align}">${esc(FOOTER[p.lang])}<br>${esc(INSTITUTE[p.lang])}</div>`,
    `</div></body></html>`,
  );

  const text: string[] = [p.title, '', p.greeting, '', ...p.paragraphs.flatMap((x) => [x, ''])];
  if (p.details?.length) text.push(...p.details.map(([k, v]) => `${k}: ${v}`), '');
  if (p.lines?.length) {
    text.push(...p.lines.map((l) => `- ${l.name}${l.detail ? ` (${l.detail})` : ''}: ${l.amount}`));
    text.push(...(p.totals ?? []).map((t) => `${t.label}: ${t.amount}`), '');
  }
  if (p.action) text.push(`${p.action.label}: ${p.action.url}`, '');
  if (p.secondary) text.push(`${p.secondary.label}: ${p.secondary.url}`, '');
  if (p.notes?.length) text.push(...p.notes, '');
  text.push(FOOTER[p.lang], INSTITUTE[p.lang]);
  return { html: html.join(''), text: text.join('\n') };
}
