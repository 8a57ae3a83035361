// Small converters from database values to contract values.
import { ZERO_UUID } from '../config';
import { filsToAed } from '@shared/money/fils';

/** A file reference: null becomes the all-zero id ("no file"). */
export const fileId = (id: string | null | undefined) => id ?? ZERO_UUID;
export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null);
/** Integer fils as the contract's AED number; a fractional fils is a bug upstream and throws. */
export const aed = filsToAed;
/** Empty strings travel as null where the contract marks a field nullable ("not configured"). */
export const nullIfEmpty = (s: string | null | undefined) => (s ? s : null);
