// The web's countries (picker, billing, visitor country): the shared list of lib/contract/constants/countries.ts,
// the one the upstream seeds, with flags and lookups.
import { COUNTRY_ROWS } from '@/lib/contract/constants/countries';
import { DEFAULT_COUNTRY_ID } from '@/lib/contract/constants/limits';

export type CountryEntry = {
  CountryID: number;
  ISO: string;
  PhoneCode: number;
  name: { en: string; ar: string };
  /** The flag as two regional-indicator symbols (an emoji on most systems). */
  flag: string;
};

/** Regional-indicator pair of an ISO 3166-1 alpha-2 code: 'AE' → 🇦🇪. */
function flagOf(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export const COUNTRIES: readonly CountryEntry[] = COUNTRY_ROWS.map(([CountryID, ISO, PhoneCode, en, ar]) => ({
  CountryID,
  ISO,
  PhoneCode,
  name: { en, ar },
  flag: flagOf(ISO),
}));

export const UAE_COUNTRY_ID = DEFAULT_COUNTRY_ID;

const BY_ID = new Map(COUNTRIES.map((c) => [c.CountryID, c]));
const BY_ISO = new Map(COUNTRIES.map((c) => [c.ISO, c]));

export function countryById(id: number | null | undefined): CountryEntry | undefined {
  return id == null ? undefined : BY_ID.get(id);
}

export function countryByIso(iso: string | null | undefined): CountryEntry | undefined {
  return iso ? BY_ISO.get(iso.toUpperCase()) : undefined;
}
