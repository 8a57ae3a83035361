/**
 * The broker licence (an extension: docs/licence.md): the authorities and card types a licence may name, and the
 * checks of a recorded licence. Zod-free, so the browser's form (lib/validation/licence.ts) and the contract's body
 * schema (lib/contract/entities/licence.ts) refuse the same input with the same issue, in the same order.
 */

/** The licensing authorities: Dubai's Real Estate Regulatory Agency and Abu Dhabi's Real Estate Centre. */
export const LICENCE_AUTHORITIES = ['RERA', 'ADREC'] as const;

/** The cards a broker may hold. */
export const LICENCE_CARD_TYPES = ['broker', 'trainee', 'manager'] as const;

/** A broker card number: digits only, as printed on the card. */
const CARD_NUMBER_PATTERN = /^\d{3,12}$/;
/** An employer's trade licence number: letters, digits, '/', '-' and spaces, as licences are written. */
const TRADE_LICENCE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} /-]{0,39}$/u;

/**
 * Plausible dates: a card issued at most ISSUED_WITHIN_YEARS ago and not in the future; an expiry no further ahead
 * than EXPIRES_WITHIN_YEARS nor behind than EXPIRED_WITHIN_YEARS (older records are of no use to a reminder).
 * Bounds of data entry, not rules of any authority (those are data: licence_authorities).
 */
const LICENCE_DATE_BOUNDS = { issuedWithinYears: 30, expiresWithinYears: 10, expiredWithinYears: 10 } as const;

/** The issues of a recorded licence, by field; one code each (messages `licence.errors.<code>`). */
export type LicenceIssue = {
  path: 'Authority' | 'CardNumber' | 'CardType' | 'IssueDate' | 'ExpiryDate' | 'EmployerTradeLicence';
  code:
    | 'authority'
    | 'cardNumber'
    | 'cardType'
    | 'date'
    | 'issueFuture'
    | 'issueTooOld'
    | 'expiryBeforeIssue'
    | 'expiryTooFar'
    | 'expiryTooOld'
    | 'tradeLicence';
};

export type LicenceFields = {
  Authority: string;
  CardNumber: string;
  CardType: string;
  IssueDate: string;
  ExpiryDate: string;
  EmployerTradeLicence: string | null;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day `yyyy-MM-dd` as days since the epoch, else null (2026-02-30 is null). */
export function dayNumber(text: string): number | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / 86_400_000;
}

const YEAR_DAYS = 365.25;

/** The checks of a licence as recorded on `today` (days since the epoch, Dubai's calendar day). */
export function licenceIssues(v: LicenceFields, today: number): LicenceIssue[] {
  const out: LicenceIssue[] = [];
  if (!(LICENCE_AUTHORITIES as readonly string[]).includes(v.Authority))
    out.push({ path: 'Authority', code: 'authority' });
  if (!CARD_NUMBER_PATTERN.test(v.CardNumber)) out.push({ path: 'CardNumber', code: 'cardNumber' });
  if (!(LICENCE_CARD_TYPES as readonly string[]).includes(v.CardType)) out.push({ path: 'CardType', code: 'cardType' });
  const issue = dayNumber(v.IssueDate);
  const expiry = dayNumber(v.ExpiryDate);
  const b = LICENCE_DATE_BOUNDS;
  if (issue === null) out.push({ path: 'IssueDate', code: 'date' });
  else if (issue > today) out.push({ path: 'IssueDate', code: 'issueFuture' });
  else if (issue < today - b.issuedWithinYears * YEAR_DAYS) out.push({ path: 'IssueDate', code: 'issueTooOld' });
  if (expiry === null) out.push({ path: 'ExpiryDate', code: 'date' });
  else if (issue !== null && expiry <= issue) out.push({ path: 'ExpiryDate', code: 'expiryBeforeIssue' });
  else if (expiry > today + b.expiresWithinYears * YEAR_DAYS) out.push({ path: 'ExpiryDate', code: 'expiryTooFar' });
  else if (expiry < today - b.expiredWithinYears * YEAR_DAYS) out.push({ path: 'ExpiryDate', code: 'expiryTooOld' });
  if (v.EmployerTradeLicence && !TRADE_LICENCE_PATTERN.test(v.EmployerTradeLicence))
    out.push({ path: 'EmployerTradeLicence', code: 'tradeLicence' });
  return out;
}

/** Today's calendar day in Dubai (UTC+4, no daylight saving) as days since the epoch. */
export function dubaiDayNumber(now: Date): number {
  return Math.floor((now.getTime() + 4 * 3_600_000) / 86_400_000);
}

/** Days since the epoch back to `yyyy-MM-dd`. */
export function dayText(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
