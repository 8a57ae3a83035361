/**
 * Money as integer fils (1 AED = 100 fils): the one money kernel of the web and of upstream/ (which imports it by
 * relative path, like lib/contract). Every sum, VAT and discount is computed on integers, so 0.1 + 0.2 never shows
 * up as 0.30000000000000004 on an invoice. Convert at the edges only: `toFils` when an AED amount comes in
 * (upstream numbers, seed data, form input), `filsToAed` / `filsToDecimalString` / lib/money/format to show it.
 *
 * The one rounding rule: an AED amount is rounded to whole fils half away from zero (half up for the positive
 * amounts of a price list: 1.005 → 101, 0.005 → 1, -1.005 → -101), decided on the amount's decimal digits, so
 * floating error never moves it. Nowhere else may an amount be rounded with `Math.round(aed * 100)`.
 */

export type Fils = number;

export const FILS_PER_AED = 100;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * An AED amount (number or decimal text such as "1,575.50") as integer fils, rounded half away from zero
 * at the third decimal. Works on the decimal digits, never on `aed * 100` (1.005 * 100 = 100.49999…).
 */
export function toFils(aed: number | string): Fils {
  let text: string;
  if (typeof aed === 'number') {
    if (!Number.isFinite(aed)) throw new RangeError(`Not a finite amount: ${aed}`);
    // Shortest round-trip text of the double ("1.005"), or fixed notation for tiny/huge values.
    text = /e/i.test(String(aed)) ? aed.toFixed(20) : String(aed);
  } else {
    text = aed.trim().replace(/[,\s]/g, '');
  }
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`Not an amount: ${JSON.stringify(aed)}`);
  const sign = m[1] === '-' ? -1 : 1;
  const whole = m[2] === '' ? 0 : Number(m[2]);
  const frac = (m[3] ?? '').padEnd(3, '0');
  let fils = whole * FILS_PER_AED + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) fils += 1; // half away from zero: the sign is applied afterwards
  if (!Number.isSafeInteger(fils)) throw new RangeError(`Amount out of range: ${JSON.stringify(aed)}`);
  return fils === 0 ? 0 : sign * fils;
}

/** Integer fils as an AED number (for JSON payloads; 2 decimals at most). */
export function filsToAed(fils: Fils): number {
  assertFils(fils);
  return fils / FILS_PER_AED;
}

/** Integer fils as plain decimal text with exactly two decimals: 157550 → "1575.50", -5 → "-0.05". */
export function filsToDecimalString(fils: Fils): string {
  assertFils(fils);
  const abs = Math.abs(fils);
  const whole = Math.floor(abs / FILS_PER_AED);
  const frac = String(abs % FILS_PER_AED).padStart(2, '0');
  return `${fils < 0 ? '-' : ''}${whole}.${frac}`;
}

/** The dirham and fils parts of a non-negative amount: 157550 → { dirhams: 1575, fils: 50 }. */
export function splitFils(fils: Fils): { dirhams: number; fils: number } {
  assertFils(fils);
  const abs = Math.abs(fils);
  return { dirhams: Math.floor(abs / FILS_PER_AED), fils: abs % FILS_PER_AED };
}

export function assertFils(value: number): asserts value is Fils {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Fils must be a safe integer, got ${value}`);
}

/** Sum of fils amounts (integers stay exact). */
export function sumFils(values: readonly Fils[]): Fils {
  let total = 0;
  for (const v of values) {
    assertFils(v);
    total += v;
  }
  return total;
}
