/**
 * The commerce BFF route handlers (app/api/cart/*), called directly: CSRF (Origin), a visitor refused with
 * 'Please log in first', input checks with message keys, the upstream's results mapped to the spec's messages,
 * the headers sent upstream (the session's token, never in an answer), TRN '-', and where the browser goes
 * after submit-order (my-orders or the hosted card page with uid, oid, lang, env). The upstream is a mocked
 * fetch; cookies() a small in-memory store holding a sealed session.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
import { stubFetch } from '../../support/fetch';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));

import { sealData } from 'iron-session';
import { GET as getCart } from '@/app/api/cart/route';
import { POST as add } from '@/app/api/cart/add/route';
import { POST as remove } from '@/app/api/cart/remove/route';
import { POST as exam } from '@/app/api/cart/exam/route';
import { POST as diplomaLang } from '@/app/api/cart/diploma-lang/route';
import { POST as promo } from '@/app/api/cart/promo/route';
import { POST as submit } from '@/app/api/cart/submit/route';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { sessionCookieName, sessionOptions } from '@/lib/session/config';
import { reloadSettings } from '@/lib/settings';
import { productionEnv, setEnv } from '../../support/settings-env';

const SITE = 'http://127.0.0.1:3103';
const USER_ID = '4cd319e5-282a-4be7-a2a0-d3cd0d864c54';
const TOKEN = 'upstream-secret-token-abcdefghijklmnop';

function post(path: string, body: unknown, origin: string | null = SITE): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: '127.0.0.1:3103' };
  if (origin) headers.origin = origin;
  return new Request(`${SITE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function logIn() {
  const value = await sealData(
    { userId: USER_ID, token: TOKEN, firstName: 'Mona', deviceId: 'dev-1' },
    { password: sessionOptions().password },
  );
  jar.set(sessionCookieName(), { name: sessionCookieName(), value });
}

const data = (payload: unknown) =>
  new Response(JSON.stringify({ data: payload }), { status: 200, headers: { 'content-type': 'application/json' } });
const error = (status: number, code: string) =>
  new Response(JSON.stringify({ error: { code } }), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: URL; method: string; headers: Headers; body: unknown };
let calls: Call[];
let reply: (call: Call) => Response;
let upstream: jest.Mock;

const CART = {
  summary: { SubTotal: 3000, Discount: 300, TotalAfterDiscount: 2700, VAT: 135, Total: 2835, CNT: 3 },
  cart: {
    items: [
      { ItemID: 101, ItemType: 'program', CITID: 1, DiplomaLang: null },
      { ItemID: 101, ItemType: 'exam', CITID: 2, DiplomaLang: null },
      { ItemID: 4, ItemType: 'diploma', CITID: 3, DiplomaLang: 'en' },
      { ItemID: 7, ItemType: 'book', CITID: 4, DiplomaLang: null },
    ],
    programs: [
      {
        CITID: 1,
        ProductId: 12,
        Link: 'valuation',
        ProductTitle_en: 'Valuation',
        ProductTitle_ar: 'التقييم',
        CourseType_en: 'Classroom',
        CourseType_ar: 'حضوري',
        StartDate_DESC: '2026-12-01T05:00:00.000Z',
        EndDate_DESC: '2026-12-03T05:00:00.000Z',
        CourseLanguages_en: 'English',
        CourseLanguages_ar: 'الإنجليزية',
        HasExam: true,
        ExamPrice: 300,
        EX_CITID: 2,
        PriceOptionID: 101,
        SchedulePrice: 1500,
      },
    ],
    diplomas: [
      {
        CITID: 3,
        DiplomaID: 4,
        Link: 'dip',
        DiplomaTitle_en: 'Diploma',
        DiplomaTitle_ar: 'دبلوم',
        CreditHours: 12,
        COURSES_COUNT: 4,
        Price: 1000,
      },
    ],
    memberships: [],
    books: [{ CITID: 4, MemTitle_en: 'Book', MemTitle_ar: 'كتاب', MemDesc_en: null, MemDesc_ar: null, Price: 200 }],
  },
};
const ADDRESS = {
  AddressID: 9,
  Label: 'Home',
  FullName: 'Mona',
  Phone: '0501234567',
  Line1: 'Street 1',
  Line2: null,
  City: 'Dubai',
  Emirate: 'Dubai',
  IsDefault: true,
};

beforeEach(() => {
  jar.clear();
  resetRateLimits();
  calls = [];
  reply = () => data(1);
  upstream = stubFetch(async (input, init = {}) => {
    const call: Call = {
      url: new URL(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return reply(call);
  });
});

const paths = () => calls.map((c) => c.url.pathname);

describe('CSRF and login', () => {
  const routes: [string, (r: Request) => Promise<Response>, unknown][] = [
    ['/api/cart/add', add, { ItemID: 1, ItemType: 'book' }],
    ['/api/cart/remove', remove, { ItemID: 1, ItemType: 'book' }],
    ['/api/cart/exam', exam, { PriceOptionID: 1, add: true }],
    ['/api/cart/diploma-lang', diplomaLang, { CITID: 1, DiplomaLang: 'ar' }],
    ['/api/cart/promo', promo, { promoCode: 'WELCOME10' }],
    ['/api/cart/submit', submit, { terms: true, paymentMethod: 'online' }],
  ];
  it.each(routes)('%s: a foreign Origin gets 403 and no upstream call', async (path, handler, body) => {
    await logIn();
    const response = await handler(post(path, body, 'https://evil.example'));
    expect(response.status).toBe(403);
    expect(upstream).not.toHaveBeenCalled();
    expect((await handler(post(path, body, null))).status).toBe(403);
  });
  it.each(routes)("%s: a visitor gets 401 'Please log in first' and no upstream call", async (path, handler, body) => {
    const response = await handler(post(path, body));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, error: 'errors.loginFirst' });
    expect(upstream).not.toHaveBeenCalled();
  });
});

describe('add', () => {
  it('adds a program then its exam, with the session headers; the token never in the answer', async () => {
    await logIn();
    const response = await add(post('/api/cart/add?lang=ar', { ItemID: 101, ItemType: 'program', WithExam: true }));
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ ok: true, result: 1, exam: 1 });
    expect(text).not.toContain(TOKEN);
    expect(paths()).toEqual(['/api/Cart/add-to-cart', '/api/Cart/add-to-cart']);
    expect(calls.map((c) => c.body)).toEqual([
      { ItemID: 101, ItemType: 'program', DiplomaLang: null },
      { ItemID: 101, ItemType: 'exam', DiplomaLang: null },
    ]);
    expect(calls[0].headers.get('x-secret-token')).toBe(TOKEN);
    expect(calls[0].headers.get('x-unique-id')).toBe(USER_ID);
    expect(calls[0].headers.get('x-lang')).toBe('ar');
    expect(calls[0].headers.get('authorization')).toMatch(/^Bearer ey/);
  });

  it("any result other than 1 → 409 'You already purchased this item'; a diploma → the academic program message", async () => {
    await logIn();
    reply = () => data(0);
    const book = await add(post('/api/cart/add', { ItemID: 7, ItemType: 'book' }));
    expect(book.status).toBe(409);
    expect(await book.json()).toMatchObject({ ok: false, error: 'errors.alreadyPurchased' });
    const diploma = await add(post('/api/cart/add', { ItemID: 2, ItemType: 'diploma', DiplomaLang: 'ar' }));
    expect(await diploma.json()).toMatchObject({ ok: false, error: 'errors.alreadyEnrolledProgram' });
    expect(calls[1].body).toEqual({ ItemID: 2, ItemType: 'diploma', DiplomaLang: 'ar' });
  });

  it("a program answered 2 (CART_FULL) → 409 'This program is full.'; 2 for a book stays 'already purchased'", async () => {
    await logIn();
    reply = () => data(2);
    const program = await add(post('/api/cart/add', { ItemID: 101, ItemType: 'program' }));
    expect(program.status).toBe(409);
    expect(await program.json()).toMatchObject({ ok: false, error: 'errors.programFull', result: 2 });
    const book = await add(post('/api/cart/add', { ItemID: 7, ItemType: 'book' }));
    expect(await book.json()).toMatchObject({ ok: false, error: 'errors.alreadyPurchased' });
  });

  it('does not add the exam when the program was refused', async () => {
    await logIn();
    reply = () => data(2);
    await add(post('/api/cart/add', { ItemID: 101, ItemType: 'program', WithExam: true }));
    expect(calls).toHaveLength(1);
  });

  it('a diploma without its language → 400 cart.chooseLanguage, nothing sent', async () => {
    await logIn();
    const response = await add(post('/api/cart/add', { ItemID: 2, ItemType: 'diploma', DiplomaLang: null }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: 'cart.chooseLanguage' });
    expect(upstream).not.toHaveBeenCalled();
  });

  it.each([
    [{ ItemID: -1, ItemType: 'book' }],
    [{ ItemID: 1, ItemType: 'car' }],
    [{ ItemID: '1', ItemType: 'book' }],
    ['nonsense'],
  ])('bad input %j → 400, nothing sent', async (body) => {
    await logIn();
    expect((await add(post('/api/cart/add', body))).status).toBe(400);
    expect(upstream).not.toHaveBeenCalled();
  });

  it('a server failure is a 502 with the generic key, never "already purchased"', async () => {
    await logIn();
    reply = () => error(500, 'server_error');
    const response = await add(post('/api/cart/add', { ItemID: 7, ItemType: 'book' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, error: 'forms.failed' });
  });

  it('an upstream 401 ends the session: 401 loginFirst and the cookie is gone', async () => {
    await logIn();
    reply = () => error(401, 'unauthorized');
    const response = await add(post('/api/cart/add', { ItemID: 7, ItemType: 'book' }));
    expect(response.status).toBe(401);
    expect(jar.has(sessionCookieName())).toBe(false);
  });
});

describe('read', () => {
  it('a visitor gets an empty cart without an upstream call', async () => {
    const response = await getCart(new Request(`${SITE}/api/cart`));
    expect(await response.json()).toEqual({
      ok: true,
      loggedIn: false,
      cart: expect.objectContaining({ lines: [] }),
      addresses: null,
    });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('joins details by CITID, folds the exam into its program, and reads addresses because of the book', async () => {
    await logIn();
    reply = (call) => (call.url.pathname.endsWith('get-cart') ? data(CART) : data([ADDRESS]));
    const response = await getCart(new Request(`${SITE}/api/cart?lang=en`));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await response.json();
    expect(body.cart.summary).toEqual(CART.summary);
    expect(body.cart.lines.map((l: { kind: string; CITID: number }) => [l.kind, l.CITID])).toEqual([
      ['program', 1],
      ['diploma', 3],
      ['book', 4],
    ]);
    expect(body.cart.lines[0].details.EX_CITID).toBe(2);
    expect(body.cart.needsAddress).toBe(true);
    expect(body.addresses).toEqual([ADDRESS]);
    expect(paths()).toEqual(['/api/Cart/get-cart', '/api/User/get-addresses']);
  });

  it('an upstream failure is a translated error key, not a crash', async () => {
    await logIn();
    reply = () => error(500, 'server_error');
    const response = await getCart(new Request(`${SITE}/api/cart`));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, error: 'forms.failed' });
  });
});

describe('exam, language, remove', () => {
  it('adds and removes an exam with ItemType exam and the program PriceOptionID', async () => {
    await logIn();
    expect((await exam(post('/api/cart/exam', { PriceOptionID: 101, add: true }))).status).toBe(200);
    expect((await exam(post('/api/cart/exam', { PriceOptionID: 101, add: false }))).status).toBe(200);
    expect(paths()).toEqual(['/api/Cart/add-to-cart', '/api/Cart/delete-from-cart']);
    expect(calls[1].body).toEqual({ ItemID: 101, ItemType: 'exam' });
  });
  it('sets the diploma language', async () => {
    await logIn();
    expect(await (await diplomaLang(post('/api/cart/diploma-lang', { CITID: 3, DiplomaLang: 'ar' }))).json()).toEqual({
      ok: true,
    });
    expect(calls[0].body).toEqual({ CITID: 3, DiplomaLang: 'ar' });
    expect((await diplomaLang(post('/api/cart/diploma-lang', { CITID: 3, DiplomaLang: 'fr' }))).status).toBe(400);
  });
  it('removes an item', async () => {
    await logIn();
    expect((await remove(post('/api/cart/remove', { ItemID: 7, ItemType: 'book' }))).status).toBe(200);
    expect(calls[0].url.pathname).toBe('/api/Cart/delete-from-cart');
  });
});

describe('promo', () => {
  it("data 0 → 'Invalid or Expired Promo Code'; 1 → ok; the code trimmed in the query", async () => {
    await logIn();
    reply = (call) => data(call.url.searchParams.get('promoCode') === 'WELCOME10' ? 1 : 0);
    const bad = await promo(post('/api/cart/promo', { promoCode: 'EXPIRED15' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, error: 'errors.invalidPromoCode' });
    expect(await (await promo(post('/api/cart/promo', { promoCode: '  WELCOME10 ' }))).json()).toEqual({ ok: true });
    expect(calls[1].url.searchParams.get('promoCode')).toBe('WELCOME10');
  });
  it('an empty code is refused without a call; guessing is rate limited per user', async () => {
    await logIn();
    expect((await promo(post('/api/cart/promo', { promoCode: '   ' }))).status).toBe(400);
    expect(upstream).not.toHaveBeenCalled();
    reply = () => data(0);
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++)
      statuses.push((await promo(post('/api/cart/promo', { promoCode: `GUESS${i}` }))).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(13);
  });
});

describe('submit', () => {
  const ORIGINAL = { ...process.env };
  afterEach(() => {
    process.env = { ...ORIGINAL };
    reloadSettings();
  });

  it('online: the hosted card page with uid, oid, lang and env=test (development); TRN "-" when empty', async () => {
    setEnv({ PAYMENT_PAGE_URL: 'https://pay.example.com/' });
    await logIn();
    reply = () => data({ OrderUniqueID: 'ORD-123', Total: 2835 });
    const response = await submit(
      post('/api/cart/submit?lang=ar', { terms: true, paymentMethod: 'online', trn: '  ', lang: 'ar' }),
    );
    const body = await response.json();
    expect(body).toMatchObject({ ok: true, orderId: 'ORD-123' });
    const url = new URL(body.redirect);
    expect(url.origin + url.pathname).toBe('https://pay.example.com/payment/card');
    expect(Object.fromEntries(url.searchParams)).toEqual({ uid: USER_ID, oid: 'ORD-123', lang: 'ar', env: 'test' });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toBe('/api/Cart/submit-order');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ paymentMethod: 'online', trn: '-' });
  });

  it('env=prod in a production build', async () => {
    productionEnv();
    await logIn();
    reply = () => data({ OrderUniqueID: 'ORD-9', Total: 10 });
    const body = await (await submit(post('/api/cart/submit', { terms: true, paymentMethod: 'online' }))).json();
    expect(new URL(body.redirect).searchParams.get('env')).toBe('prod');
  });

  it.each([
    ['pay_later', 2835],
    ['online', 0],
  ])('%s with total %d → my-orders with the order id; the TRN and address are passed', async (paymentMethod, Total) => {
    await logIn();
    reply = () => data({ OrderUniqueID: 'ORD-7', Total });
    const body = await (
      await submit(
        post('/api/cart/submit', { terms: true, paymentMethod, trn: '100123456700003', addressId: 9, lang: 'en' }),
      )
    ).json();
    expect(body.redirect).toBe('/en/my-account/my-orders?id=ORD-7');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      paymentMethod,
      trn: '100123456700003',
      addressId: '9',
    });
  });

  it.each([
    ['fully_booked', 'errors.slotFullyBooked'],
    ['promo_invalid', 'errors.invalidPromoCode'],
    ['cart_empty', 'cart.emptyError'],
    ['address_required', 'cart.chooseAddress'],
  ])('409 %s → %s', async (code, key) => {
    await logIn();
    reply = () => error(409, code);
    const response = await submit(post('/api/cart/submit', { terms: true, paymentMethod: 'online' }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ ok: false, error: key });
  });

  it('terms are required and a bad TRN is refused, without an upstream call', async () => {
    await logIn();
    expect(await (await submit(post('/api/cart/submit', { terms: false, paymentMethod: 'online' }))).json()).toEqual({
      ok: false,
      error: 'forms.acceptTerms',
    });
    expect(
      await (await submit(post('/api/cart/submit', { terms: true, paymentMethod: 'online', trn: '<script>' }))).json(),
    ).toEqual({
      ok: false,
      error: 'tax.trnInvalid',
    });
    // a UAE TRN is 15 digits: '12AB' and 14 digits are refused with the translated message
    for (const trn of ['12AB', '10045678900000', '1004567890000031'])
      expect(
        await (await submit(post('/api/cart/submit', { terms: true, paymentMethod: 'online', trn }))).json(),
      ).toEqual({ ok: false, error: 'tax.trnInvalid' });
    expect((await submit(post('/api/cart/submit', { terms: true, paymentMethod: 'cash' }))).status).toBe(400);
    expect(upstream).not.toHaveBeenCalled();
  });
});
