/**
 * How a grid's photo loads, by its place: the first is the page's LCP candidate (high priority and a preload); the
 * rest of the first row (`firstRow` cards, above the fold on a wide screen) loads at once but without priority, since
 * on a phone they are below the fold and at high priority they took bandwidth from the first; the others are lazy.
 * `firstRow` 0: the grid is below a page's own content, and none of its photos is urgent.
 */
export function gridImageLoading(index: number, firstRow: number): { priority: boolean; loading?: 'eager' } {
  return index < firstRow ? { priority: index === 0, loading: 'eager' } : { priority: false };
}
