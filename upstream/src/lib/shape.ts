// Small converters from database values to contract values.
import { ZERO_UUID } from '../config';
import { toAed } from './money';

/** A file reference: null becomes the all-zero id ("no file"). */
export const fileId = (id: string | null | undefined) => id ?? ZERO_UUID;
export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export const aed = toAed;
/** Empty strings travel as null where the contract marks a field nullable ("not configured"). */
export const nullIfEmpty = (s: string | null | undefined) => (s ? s : null);
