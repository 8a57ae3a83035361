import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentStatus, safeOrderId } from '@/components/cart/payment-status';
import { paymentState, reportedOutcome } from '@/lib/commerce/payment-state';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { callerContext, getSession, isLoggedIn } from '@/lib/session/session';
import { getOrder } from '@/lib/upstream/user';
import { localePath, loginPath, PAYMENT_PATH } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[lang]/payment'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'payment' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /{lang}/payment?status=success|failed&oid=… : where the card-payment provider sends the browser back. The
 * query only names the order: its state is read from the upstream with the visitor's session (per request,
 * never cached), so the address bar cannot claim a payment. A visitor is asked to sign in and come back here.
 */
export default async function Page({ params, searchParams }: PageProps<'/[lang]/payment'>) {
  const { lang } = await pageParams(params);
  const { status, oid: rawOid } = await searchParams;
  const oid = safeOrderId(rawOid);
  const session = await getSession();
  const loggedIn = isLoggedIn(session);
  const order = loggedIn && oid ? await getOrder({ oid, uid: session.userId }, callerContext(session, lang)) : null;
  const reported = reportedOutcome(status);
  const state = paymentState(order?.ok ? order.data.order : null, reported);
  const back = new URLSearchParams();
  if (reported) back.set('status', reported);
  if (oid) back.set('oid', oid);
  const signIn = loggedIn ? null : localePath(lang, loginPath(`${localePath(lang, PAYMENT_PATH)}?${back}`));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-16">
      <PaymentStatus state={state} orderId={oid} lang={lang} signIn={signIn} />
    </div>
  );
}
