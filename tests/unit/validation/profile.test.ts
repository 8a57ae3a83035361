import { EMPTY_FILE_ID } from '@/lib/contract';
import type { Profile } from '@/lib/contract';
import {
  EmailChangeSchema,
  ProfileFormSchema,
  profileToForm,
  readOnlyFields,
  sameEmail,
  toProfileUpdate,
  type ProfileFormValues,
} from '@/lib/validation/profile';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const profile: Profile = {
  UniqueID: '4cd319e5-282a-4be7-a2a0-d3cd0d864c54',
  FirstName: 'Mona',
  MiddleName: null,
  LastName: 'Saeed',
  FirstName_ar: 'منى',
  MiddleName_ar: null,
  LastName_ar: null,
  CompanyName: null,
  TRN: null,
  ProfilePhoto: EMPTY_FILE_ID,
  EID: null,
  IsEIDVerified: false,
  EID_front_ByUser: EMPTY_FILE_ID,
  EID_back_ByUser: EMPTY_FILE_ID,
  DOB: null,
  Gender: null,
  PreferredLanguage: 'en',
  EmailAddress: 'mona@example.com',
  IsEmailVerified: true,
  MobileNumber: 501234567,
  CountryID: 1,
};
const form = (over: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  ...profileToForm(profile),
  DOB: '1990-05-01',
  ...over,
});
const errorsOf = (values: ProfileFormValues) => {
  const r = ProfileFormSchema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('profile save rules', () => {
  it("a TRN is 15 digits: '12AB' is refused with a translated message", () => {
    expect(en.tax.trnInvalid).toBe('The TRN must be 15 digits');
    expect(ar.tax.trnInvalid).toMatch(/15/);
    for (const TRN of ['12AB', '10045678900000', '1004567890000031', '10045678900000A'])
      expect(errorsOf(form({ TRN }))).toEqual(['tax.trnInvalid']);
    expect(errorsOf(form({ TRN: '100456789000003' }))).toEqual([]);
    expect(errorsOf(form({ TRN: '100-4567-8900-0003' }))).toEqual([]);
    const parsed = ProfileFormSchema.parse(form({ TRN: '100 4567 8900 0003' }));
    expect(toProfileUpdate(parsed, profile).TRN).toBe('100456789000003');
  });

  it("FirstName, LastName and DOB are required: 'Please fill all required fields'", () => {
    expect(en.errors.fillRequired).toBe('Please fill all required fields');
    expect(errorsOf(form({ FirstName: ' ', LastName: '', DOB: '' }))).toEqual([
      'errors.fillRequired',
      'errors.fillRequired',
      'errors.fillRequired',
    ]);
  });
  it("an Emirates ID must be built as a real one: 'Invalid Emirates ID', after the required fields", () => {
    expect(en.errors.invalidEmiratesId).toBe('Invalid Emirates ID');
    expect(errorsOf(form({ EID: '78419901234567' }))).toEqual(['errors.invalidEmiratesId']);
    expect(errorsOf(form({ EID: '7841990123456789' }))).toEqual(['errors.invalidEmiratesId']);
    expect(errorsOf(form({ FirstName: '', EID: '12' }))).toEqual(['errors.fillRequired', 'errors.invalidEmiratesId']);
    expect(errorsOf(form({ EID: '784-1990-1234567-6' }))).toEqual([]);
    expect(errorsOf(form({ EID: '784-1990-1234567-1' }))).toEqual(['errors.invalidEmiratesId']);
    expect(errorsOf(form({ EID: '' }))).toEqual([]);
  });
  it("a UAE mobile is 'Mobile Number must be 9 numbers only'; other countries keep their own lengths", () => {
    expect(en.forms.mobileNineDigits).toBe('Mobile Number must be 9 numbers only');
    expect(errorsOf(form({ MobileNumber: '0501234567' }))).toEqual(['forms.mobileNineDigits']);
    expect(errorsOf(form({ MobileNumber: '5012345' }))).toEqual(['forms.mobileNineDigits']);
    expect(errorsOf(form({ MobileNumber: '50 123 4567' }))).toEqual([]);
    expect(errorsOf(form({ CountryID: 238, MobileNumber: '7911123456' }))).toEqual([]);
    expect(errorsOf(form({ CountryID: 238, MobileNumber: '79' }))).toEqual(['forms.invalidMobile']);
  });
  it('keeps read-only fields from the current profile', () => {
    const verified: Profile = { ...profile, EID: '784199012345671', IsEIDVerified: true, MiddleName: 'Ali' };
    expect(readOnlyFields(verified)).toMatchObject({
      EID: true,
      MiddleName: true,
      FirstName_ar: true,
      LastName_ar: false,
    });
    const parsed = ProfileFormSchema.parse(
      form({ EID: '784199099999999', MiddleName: 'Changed', FirstName_ar: 'تغيير', LastName_ar: 'سعيد' }),
    );
    const update = toProfileUpdate(parsed, verified);
    expect(update.EID).toBe('784199012345671');
    expect(update.MiddleName).toBe('Ali');
    expect(update.FirstName_ar).toBe('منى');
    expect(update.LastName_ar).toBe('سعيد');
    expect(update.Gender).toBeNull();
    expect(update.MobileNumber).toBe(501234567);
  });
});

describe('profile email change', () => {
  it('requires an email, then the pattern', () => {
    expect(EmailChangeSchema.safeParse({ email: ' ' }).error?.issues[0].message).toBe('forms.enterEmail');
    expect(EmailChangeSchema.safeParse({ email: 'nope' }).error?.issues[0].message).toBe('errors.enterValidEmail');
    expect(en.errors.enterValidEmail).toBe('Please enter a valid email');
  });
  it('treats the same address (case, spaces) as unchanged', () => {
    expect(sameEmail(' Mona@Example.com ', 'mona@example.com')).toBe(true);
    expect(sameEmail('mona2@example.com', 'mona@example.com')).toBe(false);
  });
});
