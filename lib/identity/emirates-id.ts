/**
 * Emirates ID numbers as the Federal Authority for Identity and Citizenship issues them:
 * 15 digits `784-YYYY-NNNNNNN-C`, where 784 is the UAE's ISO 3166 numeric code, YYYY the holder's year of
 * birth, NNNNNNN a serial number and C a Luhn (mod 10) check digit over the first 14 digits.
 * Plain functions without imports, shared by the web (forms, BFF) and the upstream (set-profile).
 */

export const EID_DIGITS = 15;
const EID_PREFIX = '784';
/** The oldest year of birth taken as plausible. */
const EID_MIN_BIRTH_YEAR = 1900;

/** The digits of a typed number (spaces and dashes dropped; any other character is kept, so it fails). */
export function eidDigits(value: string): string {
  return value.replace(/[\s\u2010-\u2015-]/g, '');
}

/** Luhn check over a string of digits (the last digit is the check digit). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit that completes `body` (the first 14 digits of an Emirates ID). */
export function luhnCheckDigit(body: string): string {
  for (let c = 0; c <= 9; c++) if (luhnValid(`${body}${c}`)) return String(c);
  throw new Error('not digits');
}

/**
 * Whether the number is built as a real Emirates ID: 15 digits (dashes and spaces allowed), starting 784,
 * a year of birth between 1900 and the current year, and a valid Luhn check digit.
 */
export function isValidEmiratesId(value: string, now: Date = new Date()): boolean {
  const digits = eidDigits(value);
  if (!new RegExp(`^\\d{${EID_DIGITS}}$`).test(digits) || !digits.startsWith(EID_PREFIX)) return false;
  const year = Number(digits.slice(3, 7));
  if (year < EID_MIN_BIRTH_YEAR || year > now.getUTCFullYear()) return false;
  return luhnValid(digits);
}

/** `784-YYYY-NNNNNNN-C` for display (as much of it as there are digits). */
export function formatEmiratesId(value: string): string {
  const d = eidDigits(value).replace(/\D/g, '').slice(0, EID_DIGITS);
  return [d.slice(0, 3), d.slice(3, 7), d.slice(7, 14), d.slice(14)].filter(Boolean).join('-');
}
