import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { CartPage } from '@/components/cart/cart-page';
import { EnrollForm } from '@/components/diplomas/enroll-form';
import { reply, stubFetch } from '../../support/fetch';
import { push } from '../../support/navigation-mock';
import { MESSAGES, renderIn } from '../../support/render';

jest.mock('next/navigation', () => require('../../support/navigation-mock').navigationMock);
jest.mock('@/lib/bff/hooks/cart', () => ({
  ...jest.requireActual('@/lib/bff/hooks/cart'),
  navigateTo: jest.fn(),
}));
const { navigateTo } = jest.requireMock('@/lib/bff/hooks/cart') as { navigateTo: jest.Mock };

/**
 * The cart page against a fake BFF (fetch by path): states, the upstream's amounts shown as they are, the
 * voucher rules, the delete prompt, the checkout checks and one order per click.
 */
const en = MESSAGES.en;
const SUMMARY = { SubTotal: 3000, Discount: 300, TotalAfterDiscount: 2700, VAT: 135, Total: 2835, CNT: 3 };
const PROGRAM = {
  kind: 'program',
  CITID: 1,
  ItemID: 101,
  details: {
    CITID: 1,
    ProductId: 12,
    Link: 'valuation',
    ProductTitle_en: 'Valuation Basics',
    ProductTitle_ar: 'أساسيات التقييم',
    CourseType_en: 'Classroom',
    CourseType_ar: 'حضوري',
    StartDate_DESC: '2026-12-01T05:00:00.000Z',
    EndDate_DESC: '2026-12-03T05:00:00.000Z',
    CourseLanguages_en: 'English',
    CourseLanguages_ar: 'الإنجليزية',
    HasExam: true,
    ExamPrice: 300,
    EX_CITID: null,
    PriceOptionID: 101,
    SchedulePrice: 1500,
  },
};
const DIPLOMA4 = {
  kind: 'diploma',
  CITID: 3,
  ItemID: 4,
  DiplomaLang: 'en',
  details: {
    CITID: 3,
    DiplomaID: 4,
    Link: 'd',
    DiplomaTitle_en: 'Diploma Four',
    DiplomaTitle_ar: 'د',
    CreditHours: 12,
    COURSES_COUNT: 4,
    Price: 1000,
  },
};
const BOOK = {
  kind: 'book',
  CITID: 4,
  ItemID: 7,
  details: {
    CITID: 4,
    MemTitle_en: 'Valuation Handbook',
    MemTitle_ar: 'كتاب',
    MemDesc_en: null,
    MemDesc_ar: null,
    Price: 200,
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
  IsDefault: false,
};

type Reply = { status?: number; body: unknown };
let routes: Record<string, (body: unknown) => Reply | Promise<Reply>>;
let posts: { path: string; body: unknown }[];

function cartAnswer(lines: unknown[], extra: Record<string, unknown> = {}) {
  return {
    ok: true,
    loggedIn: true,
    cart: { summary: SUMMARY, lines, needsAddress: lines.some((l) => (l as { kind: string }).kind === 'book') },
    addresses: null,
    ...extra,
  };
}

/** jsdom has no scrolling: record what the page brings into view (the checkout's messages). */
const scrolled: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

beforeEach(() => {
  push.mockClear();
  navigateTo.mockClear();
  posts = [];
  routes = { '/api/cart': () => ({ body: cartAnswer([PROGRAM, DIPLOMA4]) }) };
  stubFetch(async (url, init = {}) => {
    const path = url.split('?')[0];
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (init.method === 'POST') posts.push({ path, body });
    const handler = routes[path];
    const routed = handler ? await handler(body) : { status: 404, body: {} };
    return reply(routed.body, routed.status ?? 200);
  });
});

const renderCart = (lang: 'en' | 'ar' = 'en') =>
  renderIn(
    lang,
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CartPage />
    </SWRConfig>,
  );

describe('CartPage', () => {
  it('shows the skeleton, then the lines and the upstream summary as sent (no sums in the browser)', async () => {
    renderCart();
    expect(screen.getByTestId('cart-skeleton')).toBeInTheDocument();
    await screen.findByTestId('cart-loaded');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Valuation Basics' })).toHaveAttribute('href', '/en/course/valuation/12');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('AED 3,000.00');
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('AED 300.00');
    expect(screen.getByTestId('summary-after-discount')).toHaveTextContent('AED 2,700.00');
    expect(screen.getByTestId('summary-vat')).toHaveTextContent('AED 135.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('AED 2,835.00');
    // diploma 4: English only, no language selector
    expect(screen.getByTestId('english-only')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-diploma-language')).toBeNull();
  });

  it('in Arabic: the Arabic title and the Arabic currency label', async () => {
    renderCart('ar');
    await screen.findByTestId('cart-loaded');
    expect(screen.getByRole('link', { name: 'أساسيات التقييم' })).toHaveAttribute('href', '/ar/course/valuation/12');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('2,835.00 د.إ');
  });

  it('a visitor sees the login link with the cart as returnUrl; an empty cart its own state', async () => {
    routes['/api/cart'] = () => ({
      body: {
        ok: true,
        loggedIn: false,
        cart: { summary: { ...SUMMARY, CNT: 0 }, lines: [], needsAddress: false },
        addresses: null,
      },
    });
    const { unmount } = renderCart();
    const visitor = await screen.findByTestId('cart-visitor');
    expect(within(visitor).getByRole('link', { name: en.cart.login })).toHaveAttribute(
      'href',
      '/en/login?returnUrl=%2Fen%2Fcart',
    );
    unmount();
    routes['/api/cart'] = () => ({ body: cartAnswer([]) });
    renderCart();
    expect(await screen.findByTestId('cart-empty')).toHaveTextContent(en.cart.empty);
  });

  it('a failed read shows the translated error and retries', async () => {
    routes['/api/cart'] = () => ({ status: 502, body: { ok: false, error: 'forms.failed' } });
    renderCart();
    expect(await screen.findByTestId('cart-error')).toHaveTextContent(en.cart.loadFailed);
    routes['/api/cart'] = () => ({ body: cartAnswer([PROGRAM]) });
    await userEvent.click(screen.getByRole('button', { name: en.cart.retry }));
    await screen.findByTestId('cart-loaded');
  });

  it('voucher: Apply disabled while empty; a refused code shows the message and clears the input; a good one says Cart Updated', async () => {
    routes['/api/cart/promo'] = (body) =>
      (body as { promoCode: string }).promoCode === 'WELCOME10'
        ? { body: { ok: true } }
        : { status: 400, body: { ok: false, error: 'errors.invalidPromoCode' } };
    renderCart();
    await screen.findByTestId('cart-loaded');
    const input = screen.getByTestId('voucher-input');
    const apply = screen.getByTestId('voucher-apply');
    expect(apply).toBeDisabled();
    await userEvent.type(input, 'EXPIRED15');
    expect(apply).toBeEnabled();
    await userEvent.click(apply);
    await waitFor(() => expect(screen.getByTestId('voucher-error')).toHaveTextContent('Invalid or Expired Promo Code'));
    expect(input).toHaveValue('');
    expect(apply).toBeDisabled();
    await userEvent.type(input, 'WELCOME10');
    await userEvent.click(apply);
    expect(await screen.findByTestId('toast')).toHaveTextContent('Cart Updated');
    expect(posts.map((p) => p.body)).toEqual([{ promoCode: 'EXPIRED15' }, { promoCode: 'WELCOME10' }]);
  });

  it('remove asks "Are you sure you want to delete?"; cancelling sends nothing', async () => {
    routes['/api/cart/remove'] = () => ({ body: { ok: true } });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderCart();
    await screen.findByTestId('cart-loaded');
    const first = screen.getAllByTestId('remove-item')[0];
    await userEvent.click(first);
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete?');
    expect(posts).toEqual([]);
    await userEvent.click(first);
    await waitFor(() =>
      expect(posts).toEqual([{ path: '/api/cart/remove', body: { ItemID: 101, ItemType: 'program' } }]),
    );
    expect(await screen.findByTestId('toast')).toHaveTextContent('Cart Updated');
    confirm.mockRestore();
  });

  it('adds the exam of a program item', async () => {
    routes['/api/cart/exam'] = () => ({ body: { ok: true } });
    renderCart();
    await screen.findByTestId('cart-loaded');
    await userEvent.click(screen.getByTestId('add-exam'));
    await waitFor(() => expect(posts).toEqual([{ path: '/api/cart/exam', body: { PriceOptionID: 101, add: true } }]));
  });

  it('checkout: terms required; one order per double click; the BFF decides where to go', async () => {
    let release: (r: Reply) => void = () => {};
    routes['/api/cart/submit'] = () => new Promise<Reply>((resolve) => (release = resolve));
    renderCart();
    await screen.findByTestId('cart-loaded');
    const place = screen.getByTestId('place-order');
    await userEvent.click(place);
    expect(screen.getByTestId('checkout-error-terms')).toHaveTextContent(en.forms.acceptTerms);
    expect(posts).toEqual([]);
    await userEvent.click(screen.getByTestId('terms-checkbox'));
    await userEvent.dblClick(place);
    await userEvent.click(place);
    expect(place).toBeDisabled();
    await act(async () => release({ body: { ok: true, redirect: 'http://pay.example/payment/card?oid=1' } }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('http://pay.example/payment/card?oid=1'));
    expect(posts).toEqual([
      {
        path: '/api/cart/submit',
        body: { terms: true, paymentMethod: 'online', trn: '', addressId: null, lang: 'en' },
      },
    ]);
  });

  it('pay later, a TRN, and the fully-booked message (button usable again)', async () => {
    routes['/api/cart/submit'] = () => ({ status: 409, body: { ok: false, error: 'errors.slotFullyBooked' } });
    renderCart();
    await screen.findByTestId('cart-loaded');
    await userEvent.click(screen.getByTestId('payment-pay_later'));
    await userEvent.type(screen.getByTestId('trn-input'), '100123456700003');
    await userEvent.click(screen.getByTestId('terms-checkbox'));
    await userEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByTestId('checkout-error-form')).toHaveTextContent(
      'The selected time slot is fully booked. Please choose a different time.',
    );
    expect(screen.getByTestId('place-order')).toBeEnabled();
    expect(posts[0].body).toMatchObject({ paymentMethod: 'pay_later', trn: '100123456700003' });
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('a book needs a shipping address: message first, then the chosen id is sent', async () => {
    routes['/api/cart'] = () => ({ body: cartAnswer([BOOK], { addresses: [ADDRESS] }) });
    routes['/api/cart/submit'] = () => ({ body: { ok: true, redirect: '/en/my-account/my-orders?id=X' } });
    renderCart();
    await screen.findByTestId('cart-loaded');
    expect(screen.getByTestId('manage-addresses')).toHaveAttribute('href', '/en/my-account/my-addresses');
    await userEvent.click(screen.getByTestId('terms-checkbox'));
    await userEvent.click(screen.getByTestId('place-order'));
    expect(screen.getByTestId('checkout-error-address')).toHaveTextContent(en.cart.chooseAddress);
    // the message's block is brought into view and its field focused
    expect(scrolled.at(-1)).toContainElement(screen.getByTestId('checkout-error-address'));
    expect(screen.getByTestId('shipping-address')).toHaveFocus();
    expect(posts).toEqual([]);
    await userEvent.selectOptions(screen.getByTestId('shipping-address'), '9');
    await userEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/en/my-account/my-orders?id=X'));
    expect(posts[0].body).toMatchObject({ addressId: 9 });
  });
});

describe('EnrollForm (diploma to cart)', () => {
  const labels = {
    ...{
      loginFirst: 'Please log in first',
      added: 'Added to Cart',
      already: 'You are already enrolled in this Academic Program',
      failed: 'Something went wrong.',
    },
    language: 'Program Language',
    chooseLanguage: 'Choose the language',
    languages: { en: 'English', ar: 'Arabic' },
    englishOnly: 'English only',
    enroll: 'Enroll Now',
    enrolling: 'Enrolling...',
    chooseLanguageError: 'Please choose the diploma language',
  };

  it('a visitor: login with returnUrl and the "log in first" reason, before any language check', async () => {
    routes['/api/cart/add'] = () => ({ status: 401, body: { ok: false, error: 'errors.loginFirst' } });
    renderIn('en', <EnrollForm diplomaId={2} englishOnly={false} labels={labels} />);
    await userEvent.click(screen.getByTestId('enroll-now'));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(String(push.mock.calls[0][0])).toMatch(/^\/en\/login\?returnUrl=.*&reason=login-first$/);
  });

  it('logged in without a language: the choose-language error; with one: added, then the cart', async () => {
    routes['/api/cart/add'] = (body) =>
      (body as { DiplomaLang: string | null }).DiplomaLang
        ? { body: { ok: true, result: 1 } }
        : { status: 400, body: { ok: false, error: 'cart.chooseLanguage' } };
    renderIn('en', <EnrollForm diplomaId={2} englishOnly={false} labels={labels} />);
    await userEvent.click(screen.getByTestId('enroll-now'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Please choose the diploma language'));
    expect(screen.getByTestId('diploma-language')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(screen.getByTestId('diploma-language'), 'ar');
    await userEvent.click(screen.getByTestId('enroll-now'));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/cart'));
    expect(posts.at(-1)!.body).toEqual({ ItemID: 2, ItemType: 'diploma', DiplomaLang: 'ar' });
    expect(window.sessionStorage.getItem('cart:flash')).toBe('added');
  });

  it('diploma 4: no selector, sent as en; any other result → the academic program message', async () => {
    routes['/api/cart/add'] = () => ({
      status: 409,
      body: { ok: false, error: 'errors.alreadyEnrolledProgram', result: 0 },
    });
    renderIn('en', <EnrollForm diplomaId={4} englishOnly labels={labels} />);
    expect(screen.queryByTestId('diploma-language')).toBeNull();
    await userEvent.click(screen.getByTestId('enroll-now'));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('You are already enrolled in this Academic Program'),
    );
    expect(posts[0].body).toEqual({ ItemID: 4, ItemType: 'diploma', DiplomaLang: 'en' });
  });
});
