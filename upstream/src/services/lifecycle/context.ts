// The settings and the clock that the booking lifecycle reads, from the app's dependencies.
import type { Deps } from '../../http/types';
import type { SeatContext } from './waitlist';

const HOUR = 3_600_000;

export const DEFAULT_OFFER_HOURS = 24;

export function seatContext(deps: Pick<Deps, 'clock' | 'config'>): SeatContext {
  return { now: deps.clock(), offerHoldMs: deps.config.lifecycle.waitlistOfferHours * HOUR };
}

/** For callers without the app's settings (scripts, older tests): now, and the default offer time. */
export const defaultSeatContext = (): SeatContext => ({ now: new Date(), offerHoldMs: DEFAULT_OFFER_HOURS * HOUR });
