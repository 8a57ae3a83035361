import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { alertText, appSignIn, fillCode, newEmail, PASSWORD, signUp, test } from './support/accounts';
import { codeFor, newMobile, UPSTREAM, upstreamHeaders } from './support/upstream';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * Personal data and identity in a real browser (docs/privacy.md): no cookie but the
 * session, consents at sign-up and in My Profile, My Account › Privacy (download my data, delete my account: signed
 * out, no sign-in, invoices still open for staff), the Emirates ID field, and the certificate number form with
 * LinkedIn's link.
 */
const MESSAGES = { en, ar } as const;
const STAFF = { email: 'staff@institute.test', password: 'Staff#2026' };
const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };

/** A fresh customer signed up through the BFF and signed in on `page`. */
async function signUpHere(page: Page, tag: string): Promise<string> {
  const base = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
  return signUp(page, base, { tag, firstName: 'Maryam', lastName: 'Nasser' });
}

async function signIn(page: Page, lang: 'en' | 'ar', who: { email: string; password: string }) {
  const m = MESSAGES[lang];
  await page.goto(`/${lang}/login`);
  await page.getByLabel(m.auth.login.email).fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByRole('button', { name: m.auth.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/home$`), { timeout: 30_000 });
}

/** An order of this account placed on the upstream (as the mobile app would): its OrderUniqueID. */
async function placeOrder(request: APIRequestContext, email: string): Promise<{ oid: string; uid: string }> {
  const me = await appSignIn(request, email);
  const h = await upstreamHeaders(me.UniqueID, me.token, 'e2e-privacy');
  const programs = (await (await request.get(`${UPSTREAM}/api/Courses/get-programs?top=1000`, { headers: h })).json())
    .data as { PriceOptionID: number; MaxStudents: number }[];
  for (const p of programs.filter((x) => x.MaxStudents > 10)) {
    const added = await request.post(`${UPSTREAM}/api/Cart/add-to-cart`, {
      headers: h,
      data: { ItemID: p.PriceOptionID, ItemType: 'program', DiplomaLang: null },
    });
    if ((await added.json()).data !== 1) continue;
    const submitted = await request.post(`${UPSTREAM}/api/Cart/submit-order?paymentMethod=pay_later&trn=-`, {
      headers: h,
    });
    expect(submitted.status()).toBe(200);
    return { oid: (await submitted.json()).data.OrderUniqueID as string, uid: me.UniqueID };
  }
  throw new Error('no program to order');
}

test('browsing sets no cookie, signing in sets only the session cookie; the privacy page says so', async ({ page }) => {
  test.setTimeout(150_000); // seven page views on a server that may still be warming up
  for (const path of ['/en/home', '/ar/home', '/en/courses', '/en/contact', '/en/verify-certificate']) {
    await page.goto(path);
  }
  // The contact map is a click-to-load frame: nothing of the map provider is on the page before the click.
  await page.goto('/en/contact');
  const map = page.getByTestId('contact-map');
  await expect(map.locator('iframe')).toHaveCount(0);
  await expect(map.getByRole('button', { name: en.privacy.frames.showMap })).toBeVisible();

  await page.goto('/en/page/privacy-policy');
  await expect(page.getByText('This website sets no tracking cookies', { exact: false })).toBeVisible();
  await page.goto('/ar/page/privacy-policy');
  await expect(page.getByText('لا يضع هذا الموقع أي ملفات تعريف ارتباط للتتبع', { exact: false })).toBeVisible();
  expect(await page.context().cookies()).toEqual([]);

  await signIn(page, 'en', CUSTOMER);
  await page.goto('/en/my-account/my-courses');
  // `__Host-session` in production (the e2e build), `session` in development.
  expect((await page.context().cookies()).map((c) => c.name)).toEqual([expect.stringMatching(/^(__Host-)?session$/)]);
});

for (const lang of ['en', 'ar'] as const) {
  test(`consents: separate at sign-up, shown and changeable in My Profile (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const m = MESSAGES[lang];
    const email = newEmail(`consent-${lang}`);
    await page.goto(`/${lang}/create-an-account`);
    await page.getByLabel(m.auth.register.email).fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: m.auth.register.sendCode }).click();
    await fillCode(page, await codeFor(request, email, since), 'paste');
    await page.getByRole('button', { name: m.auth.register.verify, exact: true }).click();
    const details = page.getByTestId('signup-details');
    await details.getByLabel(m.auth.register.firstName).fill('Salem');
    await details.getByLabel(m.auth.register.lastName).fill('Obaid');
    await page.locator('#signup-mobile').fill(newMobile());
    await details.locator('input[name="password"]').fill(PASSWORD);
    // Marketing alone is not enough: the terms are required, and the marketing box starts unticked.
    const marketing = details.getByTestId('signup-marketing');
    await expect(marketing).not.toBeChecked();
    await expect(details.getByText(m.privacy.consents.marketingLabel)).toBeVisible();
    await marketing.check();
    await details.getByRole('button', { name: m.auth.register.submit }).click();
    await expect(alertText(page)).toHaveText(m.forms.acceptTerms);
    await details.getByRole('checkbox').first().check();
    await details.getByRole('button', { name: m.auth.register.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`), { timeout: 30_000 });

    await page.goto(`/${lang}/my-account/my-profile`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const card = page.getByTestId('consents-card');
    await expect(card.getByRole('heading', { name: m.privacy.consents.title })).toBeVisible();
    for (const kind of ['terms', 'privacy'] as const) {
      const row = card.getByTestId(`consent-${kind}`);
      await expect(row).toContainText(m.privacy.consents[kind]);
      await expect(row).toContainText(m.privacy.consents.acceptedOn.split('{date}')[0].trim());
      await expect(row).not.toContainText(m.privacy.consents.notRecorded);
    }
    await expect(card.getByTestId('consent-privacy')).toContainText('2026-11-24');
    const state = card.getByTestId('marketing-state');
    await expect(state).toContainText(m.privacy.consents.marketingOn.split('{date}')[0].trim());
    const box = card.getByTestId('marketing-checkbox');
    await expect(box).toBeChecked();
    await box.uncheck();
    await card.getByRole('button', { name: m.privacy.consents.save }).click();
    await expect(card.getByText(m.privacy.consents.saved)).toBeVisible();
    await expect(state).toHaveText(m.privacy.consents.marketingOff);
    await page.reload();
    await expect(page.getByTestId('marketing-checkbox')).not.toBeChecked();
    await expect(page.getByTestId('marketing-state')).toHaveText(m.privacy.consents.marketingOff);
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`My Account › Privacy: download my data, then delete my account (${lang})`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    const m = MESSAGES[lang];
    await page.goto(`/${lang}/home`);
    const email = await signUpHere(page, `privacy-${lang}`);
    const order = await placeOrder(page.request, email);

    await page.goto(`/${lang}/my-account/my-privacy`);
    await expect(page.getByRole('heading', { level: 1, name: m.privacy.title })).toBeVisible();
    await expect(
      page.getByTestId('account-menu').getByRole('link', { name: m.account.menu.myPrivacy, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    const kept = page.getByTestId('kept-explanation');
    await expect(kept).toContainText(m.privacy.delete.keptTitle);
    await expect(kept).toContainText(lang === 'en' ? 'at least five years' : 'خمس سنوات');

    // One JSON file with the profile and this customer's order.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: m.privacy.export.button }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data.Profile.EmailAddress).toBe(email.toLowerCase());
    expect(data.Orders.map((o: { OrderUniqueID: string }) => o.OrderUniqueID)).toEqual([order.oid]);
    expect(data.Consents.map((c: { Kind: string }) => c.Kind).sort()).toEqual(['marketing', 'privacy', 'terms']);

    // Delete: the password and the confirmation are required; a wrong password changes nothing.
    const form = page.getByTestId('delete-account');
    await form.getByRole('button', { name: m.privacy.delete.button }).click();
    await expect(alertText(page)).toHaveText(m.forms.enterPassword);
    await form.locator('input[name="password"]').fill('Wrong#Pass1');
    await form.getByRole('button', { name: m.privacy.delete.button }).click();
    await expect(alertText(page)).toHaveText(m.privacy.delete.confirmRequired);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: m.privacy.delete.button }).click();
    await expect(alertText(page)).toHaveText(m.privacy.delete.wrongPassword);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.getByRole('button', { name: m.privacy.delete.button }).click();
    const done = page.getByTestId('account-deleted');
    await expect(done).toContainText(lang === 'en' ? '1 invoice is kept' : 'نحتفظ بفاتورة واحدة');

    // Signed out: My Account sends home; the old e-mail and password no longer sign in.
    expect(await page.context().cookies()).toEqual([]);
    await page.goto(`/${lang}/my-account/my-profile`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
    await page.goto(`/${lang}/login`);
    await page.getByLabel(m.auth.login.email).fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: m.auth.login.submit }).click();
    await expect(alertText(page)).toHaveText(m.errors.userNotFound);

    // Staff still open the invoice of the deleted account (a tax record).
    const staff = await browser.newPage();
    await signIn(staff, 'en', STAFF);
    const pdf = await staff.request.get(`/en/pdf/invoice?oid=${order.oid}&uid=${order.uid}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await staff.close();
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`Emirates ID formats as 784-YYYY-NNNNNNN-C while typing and refuses a wrong check digit (${lang})`, async ({
    page,
  }) => {
    const m = MESSAGES[lang];
    await page.goto(`/${lang}/home`);
    await signUpHere(page, `eid-${lang}`);
    await page.goto(`/${lang}/my-account/my-profile`);
    await page.locator('#profile-DOB').fill('1990-05-01');
    const eid = page.locator('#profile-EID');
    await expect(eid).toHaveAttribute('dir', 'ltr');
    await eid.click();
    // Arabic pages: typed on an Arabic keyboard (٧٨٤…), read as 0-9.
    await eid.pressSequentially(lang === 'ar' ? '٧٨٤١٩٩٠١٢٣٤٥٦٧' : '78419901234567');
    await expect(eid).toHaveValue('784-1990-1234567');
    // The caret stays where the digits are: deleting across a dash, then typing on.
    await eid.press('Backspace');
    await expect(eid).toHaveValue('784-1990-123456');
    await eid.pressSequentially('71');
    await expect(eid).toHaveValue('784-1990-1234567-1');
    await page.getByRole('button', { name: m.profile.save, exact: true }).click();
    await expect(alertText(page)).toHaveText(m.errors.invalidEmiratesId);
    await eid.click();
    await eid.press('End');
    await eid.press('Backspace');
    await eid.pressSequentially('6');
    await expect(eid).toHaveValue('784-1990-1234567-6');
    await page.getByRole('button', { name: m.profile.save, exact: true }).click();
    await expect(page.getByText(m.errors.confirm.savedSuccessfully)).toBeVisible();
    await page.reload();
    await expect(page.locator('#profile-EID')).toHaveValue('784-1990-1234567-6');
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`verify-certificate by a typed number, with LinkedIn's add-to-profile link (${lang})`, async ({
    page,
    request,
  }) => {
    const m = MESSAGES[lang];
    const me = await appSignIn(request, CUSTOMER.email, CUSTOMER.password);
    const mine = (
      await (
        await request.get(`${UPSTREAM}/api/User/get-my-certificates`, {
          headers: await upstreamHeaders(me.UniqueID, me.token, 'e2e-privacy'),
        })
      ).json()
    ).data as { Type: string; CertificateNumber: string; Title_en: string; Title_ar: string; GivenDate: string }[];
    const course = mine.find((c) => c.Type === 'course')!;

    await page.goto(`/${lang}/verify-certificate`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const form = page.getByTestId('verify-number-form');
    await form.getByLabel(m.certShare.numberLabel).fill(course.CertificateNumber.toLowerCase());
    await form.getByRole('button', { name: m.certShare.verify }).click();
    await expect(page).toHaveURL(/verify-certificate\?number=/);
    const ok = page.getByTestId('verify-success');
    await expect(ok.getByRole('heading', { name: m.documents.verify.success })).toBeVisible();
    await expect(ok).toContainText(course.CertificateNumber);
    await expect(ok).toContainText(lang === 'ar' ? course.Title_ar : course.Title_en);

    const linkedin = ok.getByRole('link', { name: m.certShare.linkedin });
    const href = new URL((await linkedin.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://www.linkedin.com/profile/add');
    const given = new Date(Date.parse(course.GivenDate) + 4 * 3600_000);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: lang === 'ar' ? course.Title_ar : course.Title_en,
      organizationName: 'Real Estate Training Institute',
      issueYear: String(given.getUTCFullYear()),
      issueMonth: String(given.getUTCMonth() + 1),
      certUrl: expect.stringMatching(
        new RegExp(`/${lang}/verify-certificate\\?number=${encodeURIComponent(course.CertificateNumber)}$`),
      ),
      certId: course.CertificateNumber,
    });
    await expect(linkedin).toHaveAttribute('target', '_blank');

    // The certUrl itself verifies the certificate.
    await page.goto(href.searchParams.get('certUrl')!.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByTestId('verify-success')).toContainText(course.CertificateNumber);

    // A number that is not a certificate: 'Invalid Certificate'.
    await page.goto(`/${lang}/verify-certificate`);
    await page.getByLabel(m.certShare.numberLabel).fill('RETI-C-1999-99999');
    await page.getByRole('button', { name: m.certShare.verify }).click();
    const invalid = page.getByTestId('verify-invalid');
    await expect(invalid.getByRole('heading', { name: m.documents.verify.invalid })).toBeVisible();
    await expect(invalid).toContainText(m.certShare.invalidNumber);
  });
}

test('My Account certificates offer LinkedIn and the signed Open Badge', async ({ page }) => {
  await signIn(page, 'en', CUSTOMER);
  await page.goto('/en/my-account/my-courses');
  const share = page.getByTestId('certificate-share').first();
  await expect(share.getByRole('link', { name: en.certShare.linkedin })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&/,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    share.getByRole('link', { name: en.certShare.openBadge }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^open-badge-[\w-]+\.jwt$/);
  const jwt = (await readFile(await download.path(), 'utf8')).trim();
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
  expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  const jwks = await page.request.get('/.well-known/jwks.json');
  expect(jwks.headers()['content-type']).toContain('application/jwk-set+json');
  const { keys } = (await jwks.json()) as { keys: { kid: string; x: string }[] };
  expect(JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString()).kid).toBe(keys[0].kid);
});
