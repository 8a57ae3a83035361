'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { mutate as mutateGlobal } from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { BillingAtCheckout } from '@/components/account/billing/billing-at-checkout';
import { translateKey } from '@/lib/i18n/message-keys';
import type { CartLine } from '@/lib/commerce/cart-view';
import { Link } from '@/lib/i18n/navigation';
import { CART_MSG } from '@/lib/validation/cart';
import { navigateTo, postCart, useCart, type CartAction } from '@/lib/bff/hooks/cart';
import { SESSION_KEY, useSession } from '@/lib/bff/hooks/session';
import { useTeam } from '@/lib/bff/hooks/team';
import { CartLineRow, type LineActions } from './cart-lines';
import { CartSkeleton } from './cart-skeleton';
import { CheckoutForm, type CheckoutInput } from './checkout-form';
import { takeCartFlash } from './flash';
import { OrderSummary } from './order-summary';
import { Toast, type ToastMessage } from './toast';
import { VoucherForm } from './voucher-form';
import { CART_PATH, COURSES_PATH, localePath, loginPath } from '@/lib/routes';
import { TeamCartBody } from '@/components/company-buy/team-cart-body';

/**
 * The cart (docs/product/screens.md#cart): loading (skeleton), empty and loaded states, fed by SWR from the BFF's
 * GET /api/cart. Every change goes through the BFF, then the cart and the header count are read again: the
 * amounts on screen are always the upstream's.
 */
export function CartPage() {
  const t = useTranslations('cart');
  const tRoot = useTranslations();
  const lang = useLocale();
  const { data, error, isLoading, mutate } = useCart(lang);
  const { data: session } = useSession();
  const { data: team, mutate: mutateTeam } = useTeam(Boolean(data?.loggedIn && session?.features.company));
  const teamCart = team?.team ?? null;
  const [busy, setBusy] = useState(false);
  /** The TRN of the customer's billing details, offered to the checkout's TRN field. */
  const [billingTrn, setBillingTrn] = useState('');
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const toastId = useRef(0);
  const show = useCallback(
    (kind: ToastMessage['kind'], text: string) => setToast({ id: ++toastId.current, kind, text }),
    [],
  );
  const closeToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (takeCartFlash() === 'added') show('success', tRoot('errors.confirm.addedToCart'));
  }, [show, tRoot]);

  const refresh = useCallback(async () => {
    await Promise.all([mutate(), mutateTeam(), mutateGlobal(SESSION_KEY)]);
  }, [mutate, mutateTeam]);

  /** A cart change: 'Cart Updated' and a fresh read on success, the translated error otherwise. */
  const change = useCallback(
    async (action: CartAction, body: unknown) => {
      setBusy(true);
      const result = await postCart(action, body, lang);
      if (result.ok) {
        await refresh();
        show('success', tRoot('errors.confirm.cartUpdated'));
      } else {
        show('error', translateKey(tRoot, result.error));
        if (result.error === CART_MSG.loginFirst) await refresh();
      }
      setBusy(false);
    },
    [lang, refresh, show, tRoot],
  );

  const actions: LineActions = {
    busy,
    remove: (line: CartLine) => {
      if (!window.confirm(tRoot('errors.prompt.confirmDelete'))) return;
      void change('remove', { ItemID: line.ItemID, ItemType: line.kind });
    },
    setExam: (PriceOptionID, add) => void change('exam', { PriceOptionID, add }),
    setDiplomaLang: (CITID, DiplomaLang) => void change('diplomaLang', { CITID, DiplomaLang }),
  };

  async function applyVoucher(promoCode: string): Promise<string | null> {
    setBusy(true);
    const result = await postCart('promo', { promoCode }, lang);
    setBusy(false);
    if (!result.ok) return translateKey(tRoot, result.error);
    await refresh();
    show('success', tRoot('errors.confirm.cartUpdated'));
    return null;
  }

  async function removeVoucher(): Promise<void> {
    setBusy(true);
    const result = await postCart('promoRemove', {}, lang);
    setBusy(false);
    if (!result.ok) {
      show('error', translateKey(tRoot, result.error));
      return;
    }
    await refresh();
    show('success', tRoot('errors.confirm.cartUpdated'));
  }

  async function placeOrder(input: CheckoutInput): Promise<string | null> {
    const result = await postCart<{ redirect: string }>('submit', { ...input, lang }, lang);
    if (!result.ok) {
      if (result.error === CART_MSG.fullyBooked || result.error === CART_MSG.invalidPromo) await refresh();
      return result.error;
    }
    await mutateGlobal(SESSION_KEY);
    show('info', t('redirecting'));
    navigateTo(result.redirect);
    return null;
  }

  let body: React.ReactNode;
  if (isLoading && !data) {
    body = <CartSkeleton label={t('loading')} />;
  } else if (error && !data) {
    body = (
      <div
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-line bg-white px-6 py-8 text-center"
        data-testid="cart-error"
      >
        <p className="font-semibold text-primary">{t('loadFailed')}</p>
        <button
          type="button"
          onClick={() => void mutate()}
          className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white"
        >
          {t('retry')}
        </button>
      </div>
    );
  } else if (!data?.loggedIn) {
    body = (
      <div
        className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center"
        data-testid="cart-visitor"
      >
        <p className="text-lg font-semibold text-primary">{t('empty')}</p>
        <p className="text-sm text-muted">{t('visitorHint')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            href={loginPath(localePath(lang, CART_PATH))}
            className="rounded-md bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-primary-700"
          >
            {t('login')}
          </Link>
          <Link
            href={COURSES_PATH}
            className="rounded-md border border-primary px-5 py-2 text-sm font-semibold text-primary hover:bg-primary-50"
          >
            {t('browseCourses')}
          </Link>
        </div>
      </div>
    );
  } else if (data.cart.lines.length === 0) {
    body = (
      <div
        className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center"
        data-testid="cart-empty"
      >
        <p className="text-lg font-semibold text-primary">{t('empty')}</p>
        <p className="text-sm text-muted">{t('emptyHint')}</p>
        <Link
          href={COURSES_PATH}
          className="rounded-md bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-primary-700"
        >
          {t('browseCourses')}
        </Link>
      </div>
    );
  } else if (teamCart) {
    // A team cart (docs/company.md#buying-seats): its seats, per-seat prices and the company's checkout.
    body = (
      <TeamCartBody
        team={teamCart}
        lines={data.cart.lines}
        summary={data.cart.summary}
        voucher={
          <VoucherForm
            apply={applyVoucher}
            applied={data.cart.summary.PromoCode ?? null}
            remove={removeVoucher}
            disabled={busy}
          />
        }
        busy={busy}
        setBusy={setBusy}
        refresh={refresh}
        show={show}
      />
    );
  } else {
    const { cart, addresses } = data;
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-3" data-testid="cart-loaded" aria-busy={busy}>
        <section aria-labelledby="cart-items-title" className="flex flex-col gap-4 lg:col-span-2">
          <h2 id="cart-items-title" className="sr-only">
            {t('itemsTitle')}
          </h2>
          <ul className="flex flex-col gap-4">
            {cart.lines.map((line) => (
              <CartLineRow key={`${line.kind}-${line.CITID}`} line={line} actions={actions} />
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-4 lg:sticky lg:top-24">
          <OrderSummary summary={cart.summary} />
          <VoucherForm
            apply={applyVoucher}
            applied={cart.summary.PromoCode ?? null}
            remove={removeVoucher}
            disabled={busy}
          />
          <BillingAtCheckout onTrn={setBillingTrn} />
          <CheckoutForm
            needsAddress={cart.needsAddress}
            addresses={addresses}
            submit={placeOrder}
            disabled={busy}
            suggestedTrn={billingTrn}
          />
        </div>
      </div>
    );
  }

  return (
    <>
      {body}
      <Toast toast={toast} onClose={closeToast} closeLabel={t('dismiss')} />
    </>
  );
}
