import { PaymentStatus } from '@/lib/contract/constants/payment';

const TONES: Record<number, string> = {
  [PaymentStatus.Unpaid]: 'bg-amber-50 text-seats-mid border-seats-mid/30',
  [PaymentStatus.Paid]: 'bg-green-50 text-seats-high border-seats-high/30',
  [PaymentStatus.Cancelled]: 'bg-red-50 text-seats-low border-seats-low/30',
  [PaymentStatus.CreditOrRefund]: 'bg-primary-50 text-primary border-primary/20',
};

/** The order's payment status, titled in the page language by the upstream. */
export function StatusBadge({ statusId, title }: { statusId: number; title: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[statusId] ?? 'border-line bg-sand text-ink'}`}
      data-status={statusId}
    >
      {title}
    </span>
  );
}
