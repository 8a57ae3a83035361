import type { ReactNode } from 'react';
import { PriceTag } from '@/components/catalog/price-tag';

export type PricePanelProps = {
  title: string;
  price: number;
  oldPrice?: number | null;
  /** 'upper' FREE (courses), 'title' Free (diplomas). */
  freeStyle?: 'upper' | 'title';
  rows: { label: string; value: string; testId?: string }[];
  children?: ReactNode;
};

/** The price box of a detail page: price / free, old price, VAT note, facts (credit hours, item id…), actions. */
export function PricePanel({ title, price, oldPrice, freeStyle = 'upper', rows, children }: PricePanelProps) {
  // A region, not an <aside>: a complementary landmark belongs beside <main>, not inside it.
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-sm"
      data-testid="price-panel"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</p>
      <PriceTag price={price} oldPrice={oldPrice} freeStyle={freeStyle} size="lg" />
      <dl className="divide-y divide-line border-y border-line text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-muted">{row.label}</dt>
            <dd className="font-semibold text-ink" data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
