import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmailChange } from '@/components/account/email-change';
import { ProfileCompletionCard } from '@/components/account/profile-completion';
import { ProfileForm } from '@/components/account/profile-form';
import { BillingCard } from '@/components/account/billing/billing-card';
import { getBillingDetails } from '@/lib/upstream/billing';
import { ConsentsSection } from '@/components/privacy/consents-section';
import { callerContext, getSession } from '@/lib/session/session';
import { getProfile, getProfileCompletion } from '@/lib/upstream/user';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'profile' });
  return { title: t('title') };
}

/**
 * My Profile (docs/product/screens.md#my-account): completion, the profile form, the email change. Per-user: read on
 * the server with the session.
 */
export default async function MyProfilePage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations('profile');
  const tc = await getTranslations('common');
  const session = await getSession();
  const ctx = callerContext(session, lang);
  const [profile, completion, billing] = await Promise.all([
    getProfile(ctx),
    getProfileCompletion(ctx),
    getBillingDetails(ctx),
  ]);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-primary">{t('title')}</h1>
      {profile.ok ? (
        <>
          <ProfileCompletionCard completion={completion.ok ? completion.data : null} />
          <ProfileForm key={profile.data.UniqueID} profile={profile.data} companyElsewhere={billing.ok} />
          {/* Contract extension: hidden when the upstream has no billing details (or they cannot be read). */}
          {billing.ok && <BillingCard billing={billing.data} />}
          <EmailChange currentEmail={profile.data.EmailAddress} verified={profile.data.IsEmailVerified} />
          <ConsentsSection lang={lang} source="profile" />
        </>
      ) : (
        <p role="alert" className="rounded-2xl border border-line bg-white p-6 text-seats-low">
          {tc(`errorKinds.${profile.error.kind}`)}
        </p>
      )}
    </div>
  );
}
