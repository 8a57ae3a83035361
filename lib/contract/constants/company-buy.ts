// Team buying (docs/company.md#buying-seats), without zod: the browser's forms read these too.

/** What a company may buy seats of; an exam goes with its program's team line. */
export const TEAM_ITEM_TYPES = ['program', 'exam', 'diploma', 'membership'] as const;
export type TeamItemType = (typeof TEAM_ITEM_TYPES)[number];
/** Seats in one team line: at least 1; the upper bound is a sanity limit (a program's seats left bound it further). */
export const TEAM_MAX_QUANTITY = 500;
export const TEAM_PAYMENT_METHODS = ['online', 'pay_later', 'bank_transfer'] as const;
export type TeamPaymentMethod = (typeof TEAM_PAYMENT_METHODS)[number];
/** The longest purchase order number accepted. */
export const PO_NUMBER_MAX = 40;
