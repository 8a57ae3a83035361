/** The type sizes of the order documents (tax invoice, receipt, credit note). */

export const FS = { base: 8.5, small: 7, tiny: 6.2 };
