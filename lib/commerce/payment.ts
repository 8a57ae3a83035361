import 'server-only';
import { settings } from '@/lib/settings';
import { upstreamConfig } from '@/lib/upstream/config';
import { localePath, ordersPath } from '@/lib/routes';

/**
 * `env` of the provider's pages: prod in production builds, test otherwise (by build mode:
 * docs/product/contract.md#headers).
 */
function paymentEnv(): 'prod' | 'test' {
  return settings().production ? 'prod' : 'test';
}

/**
 * The hosted card page of an order: `${PAYMENT_PAGE_URL}/payment/card?uid&oid&lang&env`
 * (docs/product/contract.md#browser-navigations).
 */
function cardPageUrl(order: { uid: string; oid: string; lang: 'en' | 'ar' }): string {
  const url = new URL(`${upstreamConfig().paymentPageUrl}/payment/card`);
  url.searchParams.set('uid', order.uid);
  url.searchParams.set('oid', order.oid);
  url.searchParams.set('lang', order.lang);
  url.searchParams.set('env', paymentEnv());
  return url.toString();
}

/**
 * The provider's pay-link endpoint: `${PAYMENT_PAGE_URL}/payment/pay-link?id=<token>&env=&lang=`
 * (docs/product/screens.md#payment-link). `lang` is the page's language, so the card page and the return to
 * /{lang}/payment keep it (without it the provider falls back to the customer's preferred language).
 */
export function payLinkUrl(id: string, lang: 'en' | 'ar'): string {
  const url = new URL(`${upstreamConfig().paymentPageUrl}/payment/pay-link`);
  url.searchParams.set('id', id);
  url.searchParams.set('env', paymentEnv());
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** Where the browser goes after submit-order: my-orders for total 0 or pay later, else the card page. */
export function afterSubmitPath(order: {
  oid: string;
  total: number;
  method: 'online' | 'pay_later';
  uid: string;
  lang: 'en' | 'ar';
}): string {
  if (order.total <= 0 || order.method === 'pay_later') {
    return localePath(order.lang, ordersPath(order.oid));
  }
  return cardPageUrl({ uid: order.uid, oid: order.oid, lang: order.lang });
}
