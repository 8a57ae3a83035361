import { BillingFormSchema, billingToForm, toBillingInput } from '@/lib/validation/billing';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const form = (over: Record<string, string> = {}) => ({ ...billingToForm(null), ...over });
const errorsOf = (values: ReturnType<typeof form>) => {
  const r = BillingFormSchema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('billing details form', () => {
  it("refuses a TRN that is not 15 digits ('12AB') with a translated message", () => {
    expect(errorsOf(form({ TRN: '12AB' }))).toEqual(['TRN:tax.trnInvalid']);
    expect(errorsOf(form({ TRN: '10045678900000' }))).toEqual(['TRN:tax.trnInvalid']);
    expect(en.tax.trnInvalid).toBe('The TRN must be 15 digits');
    expect(ar.tax.trnInvalid).toContain('15');
    expect(errorsOf(form({ TRN: '100 4567 8900 0003' }))).toEqual([]);
  });

  it('an address is all or nothing: its first line, city, emirate (region abroad) and country', () => {
    expect(errorsOf(form({ City: 'Dubai', Emirate: 'Dubai' }))).toEqual(['Line1:tax.billing.addressIncomplete']);
    expect(errorsOf(form({ Line1: 'Office 1', City: 'Dubai', Emirate: 'Dubai', CountryCode: '' }))).toEqual([
      'CountryCode:tax.billing.addressIncomplete',
    ]);
    // the e-invoice needs the emirate or region (PINT AE ibr-144-ae): a street and city alone are not an address
    expect(errorsOf(form({ Line1: 'Office 1', City: 'Dubai' }))).toEqual(['Emirate:tax.billing.addressIncomplete']);
    expect(
      errorsOf(form({ Line1: '12 King Fahd Road', City: 'Riyadh', Emirate: 'Riyadh Province', CountryCode: 'SA' })),
    ).toEqual([]);
    expect(errorsOf(form())).toEqual([]);
  });

  it('takes a trade licence number only with the authority that issued it, and the other way round', () => {
    expect(errorsOf(form({ TradeLicenseNumber: 'DED-1045871' }))).toEqual([
      'TradeLicenseAuthority:tax.billing.licenceIncomplete',
    ]);
    expect(errorsOf(form({ TradeLicenseAuthority: 'Dubai DET' }))).toEqual([
      'TradeLicenseNumber:tax.billing.licenceIncomplete',
    ]);
    expect(errorsOf(form({ TradeLicenseNumber: 'DED-1045871', TradeLicenseAuthority: 'Dubai DET' }))).toEqual([]);
    expect(en.tax.billing.licenceIncomplete).toBe(
      'Please enter both the trade licence number and the authority that issued it',
    );
    expect(ar.tax.billing.licenceIncomplete).toContain('الرخصة التجارية');
  });

  it('refuses control characters and bidi overrides in what is printed on invoices', () => {
    expect(errorsOf(form({ CompanyName: 'Acme\u202eLLC' }))).toEqual(['CompanyName:tax.billing.invalid']);
    expect(errorsOf(form({ Line1: 'a\u0000b', City: 'Dubai', Emirate: 'Dubai' }))).toEqual([
      'Line1:tax.billing.invalid',
    ]);
  });

  it('builds the upstream body: empty fields null, no address without a line and a city', () => {
    const v = BillingFormSchema.parse(
      form({ CompanyName: ' Acme ', TRN: '100-4567-8900-0003', Line1: 'Office 1', City: 'Dubai', Emirate: 'Dubai' }),
    );
    expect(toBillingInput(v)).toEqual({
      CompanyName: 'Acme',
      TRN: '100456789000003',
      TradeLicenseNumber: null,
      TradeLicenseAuthority: null,
      Address: { Line1: 'Office 1', Line2: null, City: 'Dubai', Emirate: 'Dubai', POBox: null, CountryCode: 'AE' },
    });
    expect(toBillingInput(BillingFormSchema.parse(form())).Address).toBeNull();
  });
});
