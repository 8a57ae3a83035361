import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { AddressFormSchema, EMPTY_ADDRESS, toAddressInput, type AddressFormValues } from '@/lib/validation/address';

const valid: AddressFormValues = {
  AddressID: null,
  Label: ' Home ',
  FullName: 'Mohammed Al Mazrouei',
  Phone: '+971 50 123 4567',
  Line1: 'Villa 12, Street 4',
  Line2: '',
  City: 'Dubai',
  Emirate: 'Dubai',
  IsDefault: false,
};

const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe('AddressFormSchema', () => {
  it('accepts a complete address, trims it, and sends an empty second line as null', () => {
    const parsed = AddressFormSchema.parse(valid);
    expect(parsed.Label).toBe('Home');
    expect(toAddressInput(parsed)).toMatchObject({ AddressID: null, Label: 'Home', Line2: null, Emirate: 'Dubai' });
  });

  it("reports each empty required field as 'Please enter ({field})', in form order", () => {
    const result = AddressFormSchema.safeParse(EMPTY_ADDRESS);
    expect(result.success).toBe(false);
    const keys = result.error!.issues.map((i) => i.message);
    expect(keys).toEqual([
      'account.addresses.enter.Label',
      'account.addresses.enter.FullName',
      'account.addresses.enter.Phone',
      'account.addresses.enter.Line1',
      'account.addresses.enter.City',
      'account.addresses.enter.Emirate',
    ]);
    expect(lookup(en, keys[1])).toBe('Please enter (Full Name)');
    expect(lookup(ar, keys[1])).toBe('يرجى إدخال (الاسم الكامل)');
    for (const key of keys) {
      expect(typeof lookup(en, key)).toBe('string');
      expect(typeof lookup(ar, key)).toBe('string');
    }
  });

  it('refuses a phone that is not a number, an emirate outside the list, and over-long text', () => {
    const issues = (v: Partial<AddressFormValues>) =>
      AddressFormSchema.safeParse({ ...valid, ...v }).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({ Phone: 'call me' })).toEqual([['Phone', 'forms.invalidMobile']]);
    expect(issues({ Emirate: 'Muscat' })).toEqual([['Emirate', 'account.addresses.enter.Emirate']]);
    expect(issues({ Label: 'x'.repeat(51) })).toEqual([['Label', 'forms.invalid']]);
    expect(issues({ Line2: 'y'.repeat(201) })).toEqual([['Line2', 'forms.invalid']]);
  });
});
