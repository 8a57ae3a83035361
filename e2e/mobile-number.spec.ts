import { expect } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { signUp, test } from './support/accounts';

/** A UAE mobile number is 9 digits, said in the page language on the profile form. */
for (const [lang, m] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(`${lang}: 'Mobile Number must be 9 numbers only' for a UAE number of 10 digits`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await signUp(page, baseURL!, { tag: `mobile-${lang}`, firstName: 'Care', lastName: 'Tester' });
    await page.goto(`/${lang}/my-account/my-profile`);
    const mobile = page.locator('input[name="MobileNumber"]');
    await expect(mobile).toBeVisible();
    await expect
      .poll(() => mobile.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
      .toBe(true);
    await mobile.fill('0501234567');
    await page.getByTestId('profile-form').getByRole('button', { name: m.profile.save }).click();
    await expect(page.locator('#profile-MobileNumber-error')).toHaveText(m.forms.mobileNineDigits);
    await mobile.fill('501234567');
    await page.getByTestId('profile-form').getByRole('button', { name: m.profile.save }).click();
    await expect(page.locator('#profile-MobileNumber-error')).toHaveCount(0);
  });
}
