import { DEFAULT_COUNTRY_ID, MOBILE_LENGTH } from '@/lib/contract/constants/limits';
import { MSG } from './messages';

/**
 * A UAE mobile number without its country code and leading zero: exactly 9 digits (docs/product/constants.md#lengths).
 */
const UAE_MOBILE = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);
/** Other countries keep the general E.164 bound: 4 to 15 digits, no leading zero. */
const OTHER_MOBILE = /^[1-9]\d{3,14}$/;

/**
 * The problem of a mobile number (digits only, spaces and dashes removed) for the country chosen in the picker,
 * as a message key, or null when it is fine. The UAE (CountryID 1) takes exactly 9 digits: 'Mobile Number must
 * be 9 numbers only'; the picker's other countries keep their own lengths.
 */
export function mobileIssue(countryId: number, digits: string): string | null {
  if (countryId === DEFAULT_COUNTRY_ID) return UAE_MOBILE.test(digits) ? null : MSG.mobileNineDigits;
  return OTHER_MOBILE.test(digits) ? null : MSG.invalidMobile;
}
