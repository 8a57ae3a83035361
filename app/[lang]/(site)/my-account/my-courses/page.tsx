import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ItemsScreen } from '@/components/account/items/items-screen';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myCourses') };
}

/**
 * My Courses (docs/product/screens.md#my-account): User/get-customer-order-items?type=program. Per-user: read on the
 * server with the session.
 */
export default async function Page({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return <ItemsScreen lang={lang} type="program" titleKey="myCourses" />;
}
