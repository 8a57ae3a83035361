'use client';

import type { ReactNode } from 'react';
import { mutate as mutateGlobal } from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { OrderSummary } from '@/components/cart/order-summary';
import type { ToastMessage } from '@/components/cart/toast';
import type { TeamOrderAnswer } from '@/lib/bff/answer-types';
import { navigateTo, postCart } from '@/lib/bff/hooks/cart';
import { SESSION_KEY } from '@/lib/bff/hooks/session';
import { postTeam } from '@/lib/bff/hooks/team';
import type { CartLine } from '@/lib/commerce/cart-view';
import type { CartSummary } from '@/lib/contract';
import type { TeamCart } from '@/lib/contract/entities/company-buy';
import { translateKey } from '@/lib/i18n/message-keys';
import type { TeamOrderForm } from '@/lib/validation/company-buy';
import { TeamCheckout } from './team-checkout';
import { TeamLines, type TeamLineActions } from './team-lines';

export type TeamCartBodyProps = {
  team: NonNullable<TeamCart>;
  /** The cart's lines (Cart/get-cart): which programs have an exam not yet added, and its price. */
  lines: CartLine[];
  summary: CartSummary;
  voucher: ReactNode;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  refresh: () => Promise<void>;
  show: (kind: ToastMessage['kind'], text: string) => void;
};

/** The cart page of a team cart: its lines with steppers, the upstream's summary, the voucher and the checkout. */
export function TeamCartBody({ team, lines, summary, voucher, busy, setBusy, refresh, show }: TeamCartBodyProps) {
  const tRoot = useTranslations();
  const tCart = useTranslations('cart');
  const lang = useLocale();

  async function run(call: () => Promise<{ ok: boolean; error?: string; values?: Record<string, string | number> }>) {
    setBusy(true);
    const r = await call();
    if (r.ok) {
      await refresh();
      show('success', tRoot('errors.confirm.cartUpdated'));
    } else show('error', translateKey(tRoot, r.error ?? '', r.values));
    setBusy(false);
  }

  const examOffers = new Map(
    lines.flatMap((l) =>
      l.kind === 'program' && l.details?.HasExam && l.details.EX_CITID === null
        ? [[l.ItemID, l.details.ExamPrice] as const]
        : [],
    ),
  );
  const actions: TeamLineActions = {
    busy,
    addExam: (line) =>
      void run(() =>
        postTeam(
          'line',
          { CompanyID: team.CompanyID, ItemType: 'exam', ItemID: line.ItemID, Quantity: line.Quantity },
          lang,
        ),
      ),
    setQuantity: (line, Quantity) =>
      void run(() =>
        postTeam('line', { CompanyID: team.CompanyID, ItemType: line.ItemType, ItemID: line.ItemID, Quantity }, lang),
      ),
    remove: (line) => {
      if (!window.confirm(tRoot('errors.prompt.confirmDelete'))) return;
      void run(() => postCart('remove', { ItemID: line.ItemID, ItemType: line.ItemType }, lang));
    },
  };

  async function placeOrder(input: TeamOrderForm): Promise<string | null> {
    const r = await postTeam<Extract<TeamOrderAnswer, { ok: true }>>('order', input, lang);
    if (!r.ok) {
      await refresh();
      return r.error;
    }
    await mutateGlobal(SESSION_KEY);
    show('info', tCart('redirecting'));
    navigateTo(r.redirect);
    return null;
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-3" data-testid="cart-loaded" aria-busy={busy}>
      <div className="lg:col-span-2">
        <TeamLines team={team} actions={actions} examOffers={examOffers} />
      </div>
      <div className="flex flex-col gap-4 lg:sticky lg:top-24">
        <OrderSummary summary={summary} />
        {voucher}
        <TeamCheckout team={team} submit={placeOrder} disabled={busy} />
      </div>
    </div>
  );
}
