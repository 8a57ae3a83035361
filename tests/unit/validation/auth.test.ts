import { safeParse, type $ZodType } from 'zod/v4/core';
import {
  CodeRequestSchema,
  CodeSchema,
  ForgotEmailSchema,
  LoginSchema,
  ResetSchema,
  SignUpDetailsSchema,
  SignUpEmailSchema,
  SignUpPostSchema,
  firstIssue,
} from '@/lib/validation/auth';
import en from '@/messages/en.json';

type Tree = { [k: string]: string | Tree };
/** The English text of a message key (so the test reads the spec's words). */
function text(key: string): string {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), en as Tree);
  if (typeof value !== 'string') throw new Error(`missing message ${key}`);
  return value;
}
function messages(schema: $ZodType, input: unknown): string[] {
  const result = safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => text(issue.message));
}

describe('login (password, then email required, then pattern)', () => {
  it('asks for the password first, then the email', () => {
    expect(messages(LoginSchema, { email: '', password: '' })).toEqual([
      'Please enter (Password)',
      'Please enter (Email)',
    ]);
  });
  it('trims the email before the required check', () => {
    expect(messages(LoginSchema, { email: '   ', password: 'x' })).toEqual(['Please enter (Email)']);
  });
  it("then the pattern: 'invalid email'", () => {
    expect(messages(LoginSchema, { email: 'not-an-email', password: '' })).toEqual([
      'Please enter (Password)',
      'invalid email',
    ]);
    expect(messages(LoginSchema, { email: 'a@b', password: 'secret' })).toEqual(['invalid email']);
  });
  it('accepts a trimmed valid email', () => {
    expect(LoginSchema.parse({ email: '  user@example.com ', password: 'pw' })).toEqual({
      email: 'user@example.com',
      password: 'pw',
    });
  });
});

describe('sign-up email step', () => {
  it("says 'please fill (email)' for an empty or blank email", () => {
    expect(messages(SignUpEmailSchema, { email: '' })).toEqual(['please fill (email)']);
    expect(messages(SignUpEmailSchema, { email: '  \t ' })).toEqual(['please fill (email)']);
  });
  it('and the BFF code request uses the same message', () => {
    expect(messages(CodeRequestSchema, { purpose: 'signup', email: ' ' })).toEqual(['please fill (email)']);
    expect(messages(CodeRequestSchema, { purpose: 'reset', email: 'x@' })).toEqual(['Please enter a valid email']);
  });
});

describe('forgot password email step', () => {
  it('requires the email, then the pattern', () => {
    expect(messages(ForgotEmailSchema, { email: ' ' })).toEqual(['Please enter (Email)']);
    expect(messages(ForgotEmailSchema, { email: 'user@@example.com' })).toEqual(['Please enter a valid email']);
    expect(ForgotEmailSchema.safeParse({ email: 'user@example.com' }).success).toBe(true);
  });
});

describe('codes: exactly 6 digits', () => {
  it.each(['', '12345', '1234567', '12a456', ' 123456'])('refuses %j', (otp) => {
    expect(messages(CodeSchema, { otp })).toEqual(['Please enter the 6-digit code']);
  });
  it('accepts 6 digits', () => expect(CodeSchema.safeParse({ otp: '012345' }).success).toBe(true));
});

describe('sign-up details (terms, required fields, then the password rule)', () => {
  const valid = {
    FirstName: 'Mona',
    LastName: 'Saeed',
    CountryID: 1,
    MobileNumber: '501234567',
    password: 'Secret#123',
    terms: true,
  };
  it('lists the problems in the spec order', () => {
    expect(
      messages(SignUpDetailsSchema, {
        FirstName: '',
        LastName: '',
        CountryID: 1,
        MobileNumber: '',
        password: '',
        terms: false,
      }),
    ).toEqual([
      'Please accept the Terms and Conditions and Privacy Policy',
      'This field is required',
      'This field is required',
      'This field is required',
      'This field is required',
    ]);
  });
  it('asks for the terms before anything else', () => {
    const result = SignUpDetailsSchema.safeParse({ ...valid, terms: false, FirstName: '' });
    expect(result.success).toBe(false);
    expect(text(firstIssue(result.error!))).toBe('Please accept the Terms and Conditions and Privacy Policy');
  });
  it.each(['short1!', 'longenough!', 'longenough1', 'with space 1'])('refuses the password %j', (password) => {
    expect(messages(SignUpDetailsSchema, { ...valid, password })).toEqual([text('forms.invalidPassword')]);
  });
  it('accepts 8+ characters with a digit and a special character', () => {
    expect(SignUpDetailsSchema.safeParse(valid).success).toBe(true);
  });
  it('keeps digits only in the mobile number', () => {
    expect(messages(SignUpDetailsSchema, { ...valid, CountryID: 238, MobileNumber: '05x' })).toEqual([
      'Please enter a valid mobile number',
    ]);
  });
  it.each(['0501234567', '50123456', '5012345678', '971501234567', '50123456x'])(
    'a UAE mobile is 9 numbers only: refuses %j',
    (MobileNumber) => {
      expect(messages(SignUpDetailsSchema, { ...valid, MobileNumber })).toEqual([
        'Mobile Number must be 9 numbers only',
      ]);
    },
  );
  it('accepts 9 UAE digits with spaces or dashes; the other countries keep their own lengths', () => {
    expect(SignUpDetailsSchema.safeParse({ ...valid, MobileNumber: '50 123-4567' }).success).toBe(true);
    expect(SignUpDetailsSchema.safeParse({ ...valid, CountryID: 238, MobileNumber: '7911123456' }).success).toBe(true);
    expect(SignUpDetailsSchema.safeParse({ ...valid, CountryID: 105, MobileNumber: '9876543210' }).success).toBe(true);
    expect(messages(SignUpDetailsSchema, { ...valid, CountryID: 238, MobileNumber: '791' })).toEqual([
      'Please enter a valid mobile number',
    ]);
  });
  it('the BFF schema adds the code first', () => {
    expect(messages(SignUpPostSchema, { ...valid, otp: '12' })[0]).toBe('Please enter the 6-digit code');
  });
});

describe('reset password', () => {
  it('the code, then a non-empty password, then the rule', () => {
    expect(messages(ResetSchema, { otp: '123456', password: '' })).toEqual(['Please enter (Password)']);
    expect(messages(ResetSchema, { otp: '123456', password: 'password' })).toEqual([text('forms.invalidPassword')]);
    expect(messages(ResetSchema, { otp: '', password: '' })).toEqual([
      'Please enter the 6-digit code',
      'Please enter (Password)',
    ]);
    expect(ResetSchema.safeParse({ otp: '123456', password: 'N3w#pass' }).success).toBe(true);
  });
});
