// The seeded countries: the shared list of lib/contract/constants/countries.ts, the same one the web's country
// picker shows, so a CountryID names the same country on both sides (tests/integration/upstream/seed.test.ts).
import { COUNTRY_ROWS } from '@shared/contract/constants/countries';

export interface CountryRow {
  id: number;
  nameEn: string;
  nameAr: string;
  iso: string;
  phoneCode: string;
}

export function countryRows(): CountryRow[] {
  return COUNTRY_ROWS.map(([id, iso, phoneCode, nameEn, nameAr]) => ({
    id,
    nameEn,
    nameAr,
    iso,
    phoneCode: String(phoneCode),
  }));
}
