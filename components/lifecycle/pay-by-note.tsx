import { getTranslations } from 'next-intl/server';
import { heldUntil } from '@/components/waitlist/held-until';
import { callerContext, getSession } from '@/lib/session/session';
import { orderDeadline } from '@/lib/upstream/lifecycle';

/**
 * On an unpaid order in My Account: the time it must be paid by before it lapses (extension Cart/order-deadline).
 * Nothing when the order has no deadline, or the upstream has no such extension (the page stays as the spec has it).
 */
export async function PayByNote({ oid, lang }: { oid: string; lang: string }) {
  const session = await getSession();
  const result = await orderDeadline(oid, callerContext(session, lang));
  if (!result.ok || !result.data.PayBy) return null;
  const t = await getTranslations('lifecycle.order');
  return (
    <p
      role="note"
      className="rounded-2xl border border-accent/40 bg-accent/10 p-4 text-sm font-medium text-primary"
      data-testid="order-pay-by"
    >
      {t('payBy', { date: heldUntil(result.data.PayBy, lang) })}
    </p>
  );
}
