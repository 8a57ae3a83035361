/**
 * A whole count as the site writes numbers in both languages (docs/product/constants.md#currency): Western digits
 * with grouping commas, 12345 → "12,345". Written without Intl on purpose: the first Intl.NumberFormat a browser tab
 * constructs loads ICU's number data, a main-thread cost on every page (docs/performance.md#main-thread-and-hydration),
 * and the footer's visitor counter was the only one on a catalogue page, in the render that shows it.
 */
export function formatCount(count: number): string {
  const whole = Math.trunc(count);
  const grouped = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}
