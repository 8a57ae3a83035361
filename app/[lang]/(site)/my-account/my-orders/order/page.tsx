import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderDetail } from '@/components/account/orders/order-detail';
import { PayByNote } from '@/components/lifecycle/pay-by-note';
import { matchesOrderId } from '@/components/account/orders/links';
import { AccountEmpty, AccountError, AccountScreen } from '@/components/account/items/screen';
import { Link } from '@/lib/i18n/navigation';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { callerContext, getSession } from '@/lib/session/session';
import { getCustomerOrders, getOrder } from '@/lib/upstream/user';
import { MY_ORDERS_PATH } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-orders/order'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myOrders') };
}

/**
 * One order (my-orders/order?id=, an OrderID or OrderUniqueID): found among the caller's own orders, then read
 * with its lines from Cart/get-order. Totals are the upstream's, never computed here.
 */
export default async function Page({ params, searchParams }: PageProps<'/[lang]/my-account/my-orders/order'>) {
  const { lang } = await pageParams(params);
  const raw = (await searchParams).id;
  const id = Array.isArray(raw) ? raw[0] : raw;
  const [t, tm] = await Promise.all([getTranslations('account.order'), getTranslations('account.menu')]);
  const session = await getSession();
  const ctx = callerContext(session, lang);

  const orders = await getCustomerOrders(ctx);
  if (!orders.ok)
    return (
      <AccountScreen title={tm('myOrders')}>
        <AccountError error={orders.error} />
      </AccountScreen>
    );
  const order = orders.data.find((o) => matchesOrderId(o, id));
  const back = (
    <Link href={MY_ORDERS_PATH} className="text-sm font-semibold text-secondary underline-offset-4 hover:underline">
      {t('back')}
    </Link>
  );
  if (!order || !session.userId) {
    return (
      <AccountScreen title={tm('myOrders')} testId="account-order">
        <AccountEmpty />
        {back}
      </AccountScreen>
    );
  }
  const detail = await getOrder({ oid: order.OrderUniqueID, uid: session.userId }, ctx);
  return (
    <AccountScreen title={t('title', { number: `#${order.OrderID}` })} testId="account-order">
      {detail.ok ? (
        <>
          {detail.data.order.PaymentStatusID === 1 && <PayByNote oid={order.OrderUniqueID} lang={lang} />}
          <OrderDetail data={detail.data} lang={lang} />
        </>
      ) : detail.error.kind === 'not_found' ? (
        <>
          <AccountEmpty />
          {back}
        </>
      ) : (
        <AccountError error={detail.error} />
      )}
    </AccountScreen>
  );
}
