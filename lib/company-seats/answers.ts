import type { BffAnswer } from '@/lib/bff/answer-types';
import type { SeatRowResult } from '@/lib/contract/entities/company-seats';

/** POST /api/company/seats/assign: a result per row (a CSV's rows, or the one e-mail typed). Types only. */
export type SeatAssignAnswer = BffAnswer<{ rows: SeatRowResult[] }>;
