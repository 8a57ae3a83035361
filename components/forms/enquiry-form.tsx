import { getLocale, getTranslations } from 'next-intl/server';
import { EnquiryFormLazy } from './enquiry-form-lazy';

export type EnquiryFormProps = {
  /** Course-interest mode: the message is neither required nor shown; the e-mail names the course. */
  course?: { id: number; title: string };
  /** Heading above the form (default: "Send us a message" / "Register your interest"); null for none. */
  title?: string | null;
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The reusable enquiry form (server part): translated labels for the client form, which validates with
 * lib/validation/enquiry, solves ALTCHA and posts to /api/enquiry.
 */
export async function EnquiryForm({ course, title, headingLevel = 2, className = '' }: EnquiryFormProps) {
  const [t, te, lang] = await Promise.all([getTranslations('contact'), getTranslations('errors'), getLocale()]);
  const heading = title === undefined ? (course ? t('courseFormTitle') : t('formTitle')) : title;
  const Heading = `h${headingLevel}` as const;
  const headingId = course ? `enquiry-course-${course.id}` : 'enquiry-title';

  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      className={`rounded-xl border border-line bg-white p-5 sm:p-6 ${className}`}
    >
      {heading && (
        <Heading id={headingId} className="mb-4 text-xl font-semibold text-primary">
          {heading}
        </Heading>
      )}
      <EnquiryFormLazy
        lang={lang}
        course={course}
        labels={{
          fields: { name: t('form.name'), email: t('form.email'), phone: t('form.phone'), message: t('form.message') },
          enterField: te('enterField', { field: '{field}' }),
          enterValidEmail: te('enterValidEmail'),
          errorsTitle: t('form.errorsTitle'),
          submit: t('form.submit'),
          sending: t('form.sending'),
          thanks: t('form.thanks'),
          failed: t('form.failed'),
          captchaFailed: t('form.captchaFailed'),
          rateLimited: t('form.rateLimited'),
          captchaHint: t('form.captchaHint'),
        }}
      />
    </section>
  );
}
