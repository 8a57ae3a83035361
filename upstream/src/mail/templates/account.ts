// Account e-mails (one-time codes, email-change notices) in the caller's language (x-lang): subject, text and HTML.
import type { Lang } from '../../http/types';

export type CodePurpose = 'sign-up' | 'reset-password' | 'change-email';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const INSTITUTE = { en: 'Real Estate Training Institute', ar: 'معهد التدريب العقاري' } as const;

const CODE_COPY: Record<CodePurpose, Record<Lang, { subject: string; intro: string }>> = {
  'sign-up': {
    en: {
      subject: 'Your verification code',
      intro: 'Use this code to verify your email address and create your account:',
    },
    ar: { subject: 'رمز التحقق الخاص بك', intro: 'استخدم هذا الرمز للتحقق من بريدك الإلكتروني وإنشاء حسابك:' },
  },
  'reset-password': {
    en: { subject: 'Your password reset code', intro: 'Use this code to reset the password of your account:' },
    ar: { subject: 'رمز إعادة تعيين كلمة المرور', intro: 'استخدم هذا الرمز لإعادة تعيين كلمة مرور حسابك:' },
  },
  'change-email': {
    en: {
      subject: 'Confirm your new email address',
      intro: 'Use this code to confirm this address as the new email of your account:',
    },
    ar: {
      subject: 'تأكيد بريدك الإلكتروني الجديد',
      intro: 'استخدم هذا الرمز لتأكيد هذا العنوان بريداً إلكترونياً جديداً لحسابك:',
    },
  },
};

const FOOTER = {
  en: (minutes: number) => [
    `The code expires in ${minutes} minutes and can be used once.`,
    'If you did not ask for it, you can ignore this email. Never share this code with anyone, including our staff.',
  ],
  ar: (minutes: number) => [
    `تنتهي صلاحية الرمز خلال ${minutes} دقائق ويمكن استخدامه مرة واحدة فقط.`,
    'إذا لم تطلب هذا الرمز فيمكنك تجاهل هذه الرسالة. لا تشارك هذا الرمز مع أي شخص، بمن في ذلك موظفونا.',
  ],
};

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(lang: Lang, paragraphs: string[], highlight?: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${esc(p)}</p>`);
  if (highlight) {
    body.splice(
      1,
      0,
      `<p style="margin:16px 0;font-size:28px;font-weight:bold;letter-spacing:6px;color:#0b2545" dir="ltr">${esc(highlight)}</p>`,
    );
  }
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#f7f4ee;font-family:Arial,Tahoma,sans-serif;color:#1f2937">` +
    `<div style="max-width:520px;margin:24px auto;background:#fff;border-top:4px solid #c9a227;padding:24px" dir="${dir}">` +
    `<h1 style="font-size:18px;color:#0b2545;margin:0 0 16px">${esc(INSTITUTE[lang])}</h1>${body.join('')}</div></body></html>`
  );
}

/** The e-mail carrying a one-time code. */
export function codeMail(purpose: CodePurpose, lang: Lang, code: string, minutes: number): RenderedMail {
  const copy = CODE_COPY[purpose][lang];
  const footer = FOOTER[lang](minutes);
  const text = [copy.intro, '', code, '', ...footer, '', INSTITUTE[lang]].join('\n');
  return { subject: `${copy.subject}: ${code}`, text, html: layout(lang, [copy.intro, ...footer], code) };
}

/** Sent to the old address after an email change (so a hijack does not go unnoticed). */
export function emailChangedMail(lang: Lang, newEmail: string): RenderedMail {
  const lines =
    lang === 'ar'
      ? [
          'تم تغيير البريد الإلكتروني لحسابك.',
          `البريد الجديد: ${newEmail}`,
          'إذا لم تقم بهذا التغيير فيرجى التواصل معنا فوراً.',
        ]
      : [
          'The email address of your account has been changed.',
          `New address: ${newEmail}`,
          'If you did not make this change, please contact us at once.',
        ];
  const subject = lang === 'ar' ? 'تم تغيير بريدك الإلكتروني' : 'Your email address was changed';
  return { subject, text: [...lines, '', INSTITUTE[lang]].join('\n'), html: layout(lang, lines) };
}

/**
 * Sent to the owner of an address that someone asked to make the e-mail of another account (User/validate-change-email
 * answers as if a code had gone out). It names nobody: neither the account that asked nor its address.
 */
export function emailInUseMail(lang: Lang): RenderedMail {
  const lines =
    lang === 'ar'
      ? [
          'طلب أحدهم استخدام عنوان بريدك الإلكتروني هذا بريداً إلكترونياً لحساب آخر لدينا.',
          'لم نُجرِ أي تغيير: ما زال هذا العنوان مرتبطاً بحسابك، ولا يمكن استخدامه لحساب آخر.',
          'إذا كنت أنت من طلب ذلك فلا داعي لأي إجراء. وإن لم تكن أنت، فلا داعي للقلق، ويمكنك التواصل معنا إن كان لديك أي استفسار.',
        ]
      : [
          'Someone asked to use this email address as the email of another account with us.',
          'Nothing was changed: this address stays with your account and cannot be used for another one.',
          'If it was you, there is nothing to do. If it was not, you need not worry; contact us if you have any questions.',
        ];
  const subject = lang === 'ar' ? 'محاولة لاستخدام بريدك الإلكتروني' : 'Someone tried to use your email address';
  return { subject, text: [...lines, '', INSTITUTE[lang]].join('\n'), html: layout(lang, lines) };
}
