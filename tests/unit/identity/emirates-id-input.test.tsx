import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmiratesIdInput } from '@/components/identity/emirates-id-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [digits, setDigits] = useState(initial);
  return (
    <div dir="rtl">
      <label htmlFor="eid">EID</label>
      <EmiratesIdInput id="eid" value={digits} onChange={setDigits} />
      <output data-testid="digits">{digits}</output>
    </div>
  );
}
const input = () => screen.getByLabelText('EID') as HTMLInputElement;
const digits = () => screen.getByTestId('digits').textContent;

describe('EmiratesIdInput', () => {
  it('groups as 784-YYYY-NNNNNNN-C while typing, left to right inside an RTL page, and keeps the digits', async () => {
    render(<Harness />);
    expect(input()).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input(), '784');
    expect(input().value).toBe('784');
    await userEvent.type(input(), '1');
    expect(input().value).toBe('784-1');
    await userEvent.type(input(), '99012345676');
    expect(input().value).toBe('784-1990-1234567-6');
    expect(digits()).toBe('784199012345676');
    await userEvent.type(input(), '9'); // a 16th digit is dropped
    expect(input().value).toBe('784-1990-1234567-6');
  });

  it('deletes across a dash from the end and goes on typing', async () => {
    render(<Harness initial="78419901" />);
    expect(input().value).toBe('784-1990-1');
    await userEvent.type(input(), '{Backspace}');
    expect(input().value).toBe('784-1990');
    await userEvent.type(input(), '{Backspace}');
    expect(input().value).toBe('784-199');
    await userEvent.type(input(), '05');
    expect(input().value).toBe('784-1990-5');
    expect(digits()).toBe('78419905');
  });

  it('reads Arabic-Indic digits as 0-9 and refuses letters', async () => {
    render(<Harness />);
    await userEvent.type(input(), '٧٨٤١٩٩٠a۱');
    expect(input().value).toBe('784-1990-1');
    expect(digits()).toBe('78419901');
  });

  it('a pasted number with dashes or spaces keeps its digits', async () => {
    render(<Harness />);
    await userEvent.click(input());
    await userEvent.paste('784 1990 1234567 6');
    expect(input().value).toBe('784-1990-1234567-6');
  });
});

describe('EmiratesIdInput caret', () => {
  it('inserting in the middle keeps the caret after the inserted digit, also where a dash moves', async () => {
    render(<Harness initial="7841990123456" />);
    expect(input().value).toBe('784-1990-123456');
    input().setSelectionRange(5, 5); // 784-1|990-…
    await userEvent.type(input(), '2', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input().value).toBe('784-1299-0123456');
    expect(input().selectionStart).toBe(6);
    await userEvent.type(input(), '3', { initialSelectionStart: 8, initialSelectionEnd: 8 }); // 784-1299|-0…
    expect(input().value).toBe('784-1299-3012345-6');
    expect(input().selectionStart).toBe(10); // after the 3, past the dash it now sits behind
  });
});
