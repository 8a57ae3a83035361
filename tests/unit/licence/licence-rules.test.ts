// The licence's rules as pure functions: which step on which day, when each reminder is due, the form's and the
// contract's checks (the same issues, the same order), and the staff CSV.
import { safeParse } from 'zod/v4/core';
import { dayNumber, dayText, licenceIssues } from '@/lib/contract/constants/licence';
import { LicenceInputSchema } from '@/lib/contract/entities/licence';
import { expiringCsv } from '@/lib/licence/csv';
import { LicenceFormSchema } from '@/lib/validation/licence';
import { dueReminder, reminderSchedule, stepOn } from '@/upstream/src/services/licence/rules';

const RERA = { registrationLeadDays: 30, graceDays: 180, renewalCourseId: 5, certifiedCourseId: 7, fullCourseId: 1 };
const day = (s: string) => dayNumber(s)!;

test('dayNumber takes only real calendar days', () => {
  expect(dayText(day('2026-12-31'))).toBe('2026-12-31');
  expect(dayNumber('2026-02-30')).toBeNull();
  expect(dayNumber('2026-2-3')).toBeNull();
  expect(dayNumber('')).toBeNull();
});

test('the renewal test until the registration deadline, the certified course until the grace ends, then the full course', () => {
  const expiry = day('2027-03-31');
  expect(stepOn(day('2027-03-01'), expiry, RERA)).toEqual({
    kind: 'renewal-test',
    courseId: 5,
    deadline: day('2027-03-01'),
  });
  expect(stepOn(day('2027-03-02'), expiry, RERA)).toMatchObject({ kind: 'certified-course', deadline: expiry + 180 });
  expect(stepOn(expiry + 180, expiry, RERA)).toMatchObject({ kind: 'certified-course' });
  expect(stepOn(expiry + 181, expiry, RERA)).toEqual({ kind: 'full-course', courseId: 1, deadline: null });
});

test('each reminder is due from its day until the next one, the expiry one until the grace ends', () => {
  const expiry = day('2027-03-31');
  const s = reminderSchedule(expiry, RERA, [7, 60, 30, 30]);
  expect(s.map((r) => [r.key, dayText(r.on), dayText(r.until)])).toEqual([
    ['d60', '2026-12-31', '2027-01-30'],
    ['d30', '2027-01-30', '2027-02-22'],
    ['d7', '2027-02-22', '2027-03-31'],
    ['expiry', '2027-03-31', dayText(expiry + 181)],
  ]);
  expect(dueReminder(s, day('2026-12-30'))).toBeNull();
  expect(dueReminder(s, day('2027-01-29'))?.key).toBe('d60');
  expect(dueReminder(s, day('2027-01-30'))?.key).toBe('d30');
  expect(dueReminder(s, day('2027-03-30'))?.key).toBe('d7');
  expect(dueReminder(s, expiry + 180)?.key).toBe('expiry');
  expect(dueReminder(s, expiry + 181)).toBeNull();
});

describe('the form and the contract refuse the same input with the same issue', () => {
  const today = new Date();
  const d = (n: number) => new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const good = {
    Authority: 'RERA',
    CardNumber: '204518',
    CardType: 'broker',
    IssueDate: d(-300),
    ExpiryDate: d(60),
    EmployerTradeLicence: '',
    CardCopy: '',
    Reminders: true,
  };
  const cases: [Partial<typeof good>, string, string][] = [
    [{ Authority: 'Sharjah' }, 'Authority', 'authority'],
    [{ CardNumber: '12 34a' }, 'CardNumber', 'cardNumber'],
    [{ CardType: '' }, 'CardType', 'cardType'],
    [{ IssueDate: 'yesterday' }, 'IssueDate', 'date'],
    [{ IssueDate: d(3) }, 'IssueDate', 'issueFuture'],
    [{ IssueDate: '1960-01-01' }, 'IssueDate', 'issueTooOld'],
    [{ ExpiryDate: d(-400) }, 'ExpiryDate', 'expiryBeforeIssue'],
    [{ ExpiryDate: '2199-01-01' }, 'ExpiryDate', 'expiryTooFar'],
    [{ IssueDate: '2000-01-01', ExpiryDate: '2001-01-01' }, 'ExpiryDate', 'expiryTooOld'],
    [{ EmployerTradeLicence: '=cmd()' }, 'EmployerTradeLicence', 'tradeLicence'],
  ];
  test.each(cases)('%j → %s %s', (change, path, code) => {
    const form = safeParse(LicenceFormSchema, { ...good, ...change });
    expect(form.success).toBe(false);
    expect(form.error!.issues[0]).toMatchObject({ path: [path], message: `licence.errors.${code}` });
    const body = { ...good, ...change, EmployerTradeLicence: change.EmployerTradeLicence ?? null, CardCopy: null };
    const contract = LicenceInputSchema.safeParse(body);
    expect(contract.success).toBe(false);
    expect(contract.error!.issues[0]).toMatchObject({ path: [path], message: code });
  });
  test('a good licence passes both; spaces and dashes in the card number are dropped by the form', () => {
    const form = safeParse(LicenceFormSchema, { ...good, CardNumber: '204-518' });
    expect(form.success).toBe(true);
    expect(form.data!.CardNumber).toBe('204518');
    expect(LicenceInputSchema.safeParse({ ...good, EmployerTradeLicence: null, CardCopy: null }).success).toBe(true);
    expect(licenceIssues({ ...good, EmployerTradeLicence: 'CN-1234567' }, day(d(0)))).toEqual([]);
  });
});

test('the staff CSV: the contract field names as header, quoted cells, no formula runs in a spreadsheet', () => {
  const csv = expiringCsv([
    {
      UniqueID: '3f1d2c4e-0000-4000-8000-000000000001',
      FirstName: '=HYPERLINK("x")',
      LastName: 'Haddad, Jr',
      Email: 'layla@example.test',
      MobileNumber: null,
      PreferredLanguage: 'ar',
      Authority: 'RERA',
      CardNumber: '204518',
      CardType: 'broker',
      ExpiryDate: '2027-01-15',
      DaysLeft: 12,
      Booked: false,
    },
  ]);
  expect(csv.split('\r\n')).toEqual([
    'UniqueID,FirstName,LastName,Email,MobileNumber,PreferredLanguage,Authority,CardNumber,CardType,ExpiryDate,DaysLeft,Booked',
    `3f1d2c4e-0000-4000-8000-000000000001,"'=HYPERLINK(""x"")","Haddad, Jr",layla@example.test,,ar,RERA,204518,broker,2027-01-15,12,false`,
    '',
  ]);
});
