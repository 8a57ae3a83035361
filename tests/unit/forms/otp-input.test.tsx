import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { CountryPicker } from '@/components/forms/country-picker';
import { OtpInput, cleanOtp, type OtpInputProps } from '@/components/forms/otp-input';
import { COUNTRIES } from '@/lib/countries';
import { providerMessages } from '../../support/messages';
import en from '@/messages/en.json';

function Harness(props: Partial<OtpInputProps> & { onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Dubai">
      <OtpInput
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onValue?.(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </NextIntlClientProvider>
  );
}
const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('has 4 boxes by default and a configurable length', () => {
    const { unmount } = render(<Harness />);
    expect(boxes()).toHaveLength(4);
    unmount();
    render(<Harness length={6} />);
    expect(boxes()).toHaveLength(6);
  });

  it('moves forward while typing and back on Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness length={6} numbersOnly />);
    await user.click(boxes()[0]);
    await user.keyboard('12a3');
    expect(screen.getByTestId('value')).toHaveTextContent('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
  });

  it('moves on when a box is retyped with the character it already holds', async () => {
    const user = userEvent.setup();
    render(<Harness length={6} numbersOnly />);
    await user.click(boxes()[0]);
    await user.keyboard('66900');
    await user.click(boxes()[0]);
    await user.keyboard('669005');
    expect(screen.getByTestId('value')).toHaveTextContent('669005');
  });

  it('fills every box from a paste and reports completion', () => {
    const onComplete = jest.fn();
    render(<Harness length={6} numbersOnly onComplete={onComplete} />);
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => ' 12-34 56 ' } });
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('forces the letter case', async () => {
    const user = userEvent.setup();
    render(<Harness forceCase="upper" />);
    await user.click(boxes()[0]);
    await user.keyboard('ab');
    expect(screen.getByTestId('value')).toHaveTextContent('AB');
    expect(cleanOtp('Ab-9', { forceCase: 'lower' })).toBe('ab9');
    expect(cleanOtp('١٢٣٤', { numbersOnly: true })).toBe('1234');
  });
});

describe('country list and picker', () => {
  it('holds about 240 countries with UAE first as CountryID 1, +971', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(COUNTRIES[0]).toMatchObject({ CountryID: 1, ISO: 'AE', PhoneCode: 971, flag: '🇦🇪' });
    expect(new Set(COUNTRIES.map((c) => c.CountryID)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.every((c) => c.name.en && /[\u0600-\u06FF]/.test(c.name.ar))).toBe(true);
  });

  it('opens a 200 px list, searches in Arabic and picks a country', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <NextIntlClientProvider locale="ar" messages={providerMessages('ar')} timeZone="Asia/Dubai">
        <CountryPicker value={1} onChange={onChange} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('country-picker')).toHaveTextContent('+971');
    await user.click(screen.getByTestId('country-picker'));
    const list = screen.getByRole('listbox');
    expect(list).toHaveStyle({ maxHeight: '200px' });
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('الإمارات العربية المتحدة');
    await user.type(screen.getByRole('combobox'), 'السعودية');
    await user.click(screen.getByRole('option', { name: /السعودية/ }));
    expect(onChange).toHaveBeenCalledWith(COUNTRIES.find((c) => c.ISO === 'SA')!.CountryID);
  });
});
