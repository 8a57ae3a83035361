import { COUNTRIES, countryById, countryByIso, UAE_COUNTRY_ID } from '@/lib/countries';
import { countryRows } from '@/upstream/src/seed/countries';

describe('the country list shared by the web and the upstream seed', () => {
  it('UAE is CountryID 1 with 971; ids run 1..n; ISO codes are unique', () => {
    expect(countryById(UAE_COUNTRY_ID)).toMatchObject({ ISO: 'AE', PhoneCode: 971, flag: '🇦🇪' });
    expect(COUNTRIES.map((c) => c.CountryID)).toEqual(COUNTRIES.map((_, i) => i + 1));
    expect(new Set(COUNTRIES.map((c) => c.ISO)).size).toBe(COUNTRIES.length);
    expect(countryByIso('sa')?.name).toEqual({ en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' });
  });

  it('the rows the upstream seeds are the web entries, field for field', () => {
    expect(countryRows()).toEqual(
      COUNTRIES.map((c) => ({
        id: c.CountryID,
        iso: c.ISO,
        phoneCode: String(c.PhoneCode),
        nameEn: c.name.en,
        nameAr: c.name.ar,
      })),
    );
  });
});
