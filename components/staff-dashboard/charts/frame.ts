/**
 * Geometry shared by the dashboard's charts (server-rendered SVG, docs/staff-dashboard.md): one view box, scaled to
 * the column's width. `mirror` turns a left-to-right range into the reading direction: in Arabic time and days run
 * from right to left, and bars grow from the right.
 */
export const WIDTH = 640;
export const PAD = { top: 16, bottom: 36, side: 56 };

export type Direction = 'ltr' | 'rtl';

/** The horizontal range [start, end] of the plot in reading order. */
export const span = (dir: Direction, start = PAD.side, end = WIDTH - 16): [number, number] =>
  dir === 'rtl' ? [WIDTH - start, WIDTH - end] : [start, end];
