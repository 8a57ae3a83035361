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

describe('profile save rules (spec 5)', () => {
  it("FirstName, LastName and DOB are required: 'Please fill all required fields'", () => {
    expect(en.errors.fillRequired).toBe('Please fill all required fields');
    expect(errorsOf(form({ FirstName: ' ', LastName: '', DOB: '' }))).toEqual([
      'errors.fillRequired',
      'errors.fillRequired',
      'errors.fillRequired',
    ]);
  });
  it("an Emirates ID must be exactly 15 digits: 'Invalid Emirates ID', after the required fields", () => {
    expect(en.errors.invalidEmiratesId).toBe('Invalid Emirates ID');
    expect(errorsOf(form({ EID: '78419901234567' }))).toEqual(['errors.invalidEmiratesId']);
    expect(errorsOf(form({ EID: '7841990123456789' }))).toEqual(['errors.invalidEmiratesId']);
    expect(errorsOf(form({ FirstName: '', EID: '12' }))).toEqual(['errors.fillRequired', 'errors.invalidEmiratesId']);
    expect(errorsOf(form({ EID: '784-1990-1234567-1'.slice(0, 18) }))).toEqual([]);
    expect(errorsOf(form({ EID: '' }))).toEqual([]);
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
