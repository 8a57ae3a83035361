// The constants' own module, not the contract's barrel: the program cards' island reads the bands in the browser.
import { SEATS_PLENTY_ABOVE, SEATS_SCARCE_AT_MOST } from '@/lib/contract/constants/limits';

/**
 * Seat bands (docs/product/constants.md#seat-bands): more than 50 available; 11 to 50 half available; 10 or fewer
 * scarce.
 */
export type SeatBand = 'high' | 'mid' | 'low';

export const SEAT_BAND_COLORS: Record<SeatBand, string> = {
  high: '#15803d',
  mid: '#b45309',
  low: '#b91c1c',
};

/** Tailwind classes (tokens of app/globals.css), written out so Tailwind sees them. */
export const SEAT_BAND_CLASSES: Record<SeatBand, { text: string; bg: string; border: string }> = {
  high: { text: 'text-seats-high', bg: 'bg-seats-high', border: 'border-seats-high' },
  mid: { text: 'text-seats-mid', bg: 'bg-seats-mid', border: 'border-seats-mid' },
  low: { text: 'text-seats-low', bg: 'bg-seats-low', border: 'border-seats-low' },
};

export function seatBand(available: number): SeatBand {
  const n = Number.isFinite(available) ? available : 0;
  if (n > SEATS_PLENTY_ABOVE) return 'high';
  if (n > SEATS_SCARCE_AT_MOST) return 'mid';
  return 'low';
}

export function seatBandColor(available: number): string {
  return SEAT_BAND_COLORS[seatBand(available)];
}
