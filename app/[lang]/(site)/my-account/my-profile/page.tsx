import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmailChange } from '@/components/account/email-change';
import { ProfileCompletionCard } from '@/components/account/profile-completion';
import { ProfileForm } from '@/components/account/profile-form';
import { BillingCard } from '@/components/account/billing/billing-card';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { getBillingDetails } from '@/lib/upstream/billing';
import { ConsentsSection } from '@/components/privacy/consents-section';
import { callerContext, getSession } from '@/lib/session/session';
import { getProfile, getProfileCompletion } from '@/lib/upstream/user';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-profile'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'profile' });
  return { title: t('title') };
}

/**
 * My Profile (docs/product/screens.md#my-account): completion, the profile form, the email change. Per-user: read on
 * the server with the session.
 */
export default async function MyProfilePage({ params }: PageProps<'/[lang]/my-account/my-profile'>) {
  const { lang } = await pageParams(params);
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
