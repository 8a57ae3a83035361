/** The grid of the course and diploma lists: one column on a phone, up to three on a wide screen. */
export const CARD_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';
