import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ItemsScreen } from '@/components/account/items/items-screen';
import { SeatInvitations } from '@/components/company-seats/seat-invitations';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-courses'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myCourses') };
}

/**
 * My Courses (docs/product/screens.md#my-account): User/get-customer-order-items?type=program, and above it the seats
 * companies offer the customer (docs/company.md "Assigning seats"). Per-user: read on the server with the session.
 */
export default async function Page({ params }: PageProps<'/[lang]/my-account/my-courses'>) {
  const { lang } = await pageParams(params);
  return (
    <ItemsScreen
      lang={lang}
      type="program"
      titleKey="myCourses"
      before={(caller) => <SeatInvitations lang={lang} caller={caller} />}
    />
  );
}
