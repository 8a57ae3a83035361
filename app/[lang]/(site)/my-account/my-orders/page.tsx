import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrdersList } from '@/components/account/orders/orders-list';
import { AccountEmpty, AccountError, AccountScreen } from '@/components/account/items/screen';
import { callerContext, getSession } from '@/lib/session/session';
import { getCustomerOrders } from '@/lib/upstream/user';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myOrders') };
}

/**
 * My Orders (docs/product/screens.md#my-account): the invoice list; `?id=` (OrderID or OrderUniqueID) highlights and
 * scrolls to one order.
 */
export default async function Page({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const { id } = await searchParams;
  const t = await getTranslations('account.menu');
  const session = await getSession();
  const result = await getCustomerOrders(callerContext(session, lang));
  return (
    <AccountScreen title={t('myOrders')} testId="account-orders">
      {!result.ok ? (
        <AccountError error={result.error} />
      ) : result.data.length === 0 ? (
        <AccountEmpty />
      ) : (
        <OrdersList orders={result.data} lang={lang} highlight={Array.isArray(id) ? id[0] : id} />
      )}
    </AccountScreen>
  );
}
