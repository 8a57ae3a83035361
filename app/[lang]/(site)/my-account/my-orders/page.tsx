import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrdersList } from '@/components/account/orders/orders-list';
import { AccountEmpty, AccountError, AccountScreen } from '@/components/account/items/screen';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { callerContext, getSession } from '@/lib/session/session';
import { getCustomerOrders } from '@/lib/upstream/user';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-orders'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myOrders') };
}

/**
 * My Orders (docs/product/screens.md#my-account): the invoice list; `?id=` (OrderID or OrderUniqueID) highlights and
 * scrolls to one order.
 */
export default async function Page({ params, searchParams }: PageProps<'/[lang]/my-account/my-orders'>) {
  const { lang } = await pageParams(params);
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
