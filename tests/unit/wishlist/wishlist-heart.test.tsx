import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig, mutate } from 'swr';
import type { ReactElement } from 'react';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { SessionSummaryProvider } from '@/components/layout/session-summary';
import { reply, stubFetch } from '../../support/fetch';
import { push } from '../../support/navigation-mock';
import { renderIn } from '../../support/render';

jest.mock('next/navigation', () => require('../../support/navigation-mock').navigationMock);

type Summary = { loggedIn: boolean; features: { wishlist?: boolean }; wishlist: string[] };
let summary: Summary;
let answer: { status: number; body: unknown };
let posts: { url: string; body: unknown }[];

beforeEach(async () => {
  push.mockClear();
  sessionStorage.clear();
  posts = [];
  summary = { loggedIn: true, features: { wishlist: true }, wishlist: [] };
  answer = { status: 200, body: { ok: true } };
  window.history.replaceState(null, '', '/en/courses?page=2');
  stubFetch((url, init) => {
    if (url === '/api/session') return reply({ firstName: null, cartCount: 0, ...summary });
    posts.push({ url, body: JSON.parse(String(init?.body)) });
    return reply(answer.body, answer.status);
  });
  // One SWR cache for the whole file (as in the browser): start each test without a session answer.
  await mutate('/api/session', undefined, { revalidate: false });
});

// The site layout's provider: the hearts read the session answer from it.
const withSwr = (ui: ReactElement) => (
  <SWRConfig value={{ dedupingInterval: 0 }}>
    <SessionSummaryProvider>{ui}</SessionSummaryProvider>
  </SWRConfig>
);
const heart = (name = 'Save to wishlist: Valuation Basics') => screen.findByRole('button', { name });

describe('WishlistHeart', () => {
  it('is a toggle button naming the item, pressed when the session lists it as saved', async () => {
    summary.wishlist = ['course:12'];
    renderIn('en', withSwr(<WishlistHeart type="course" id={12} title="Valuation Basics" />));
    const button = await heart();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveClass('heart-icon'); // 40 px target (globals.css; e2e/phones.spec.ts measures it)
  });

  it('saves: pressed at once, posts the item, announces it', async () => {
    renderIn('en', withSwr(<WishlistHeart type="program" id={55} title="Valuation Basics" />));
    const button = await heart();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved to your wishlist'));
    expect(posts).toEqual([{ url: '/api/wishlist/add', body: { ItemType: 'program', ItemID: 55 } }]);
  });

  it('removes a saved item, and every heart of that item on the page follows', async () => {
    summary.wishlist = ['course:12'];
    renderIn(
      'en',
      withSwr(
        <>
          <WishlistHeart type="course" id={12} title="Valuation Basics" />
          <WishlistHeart type="course" id={12} title="Valuation Basics" variant="button" />
        </>,
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2));
    await userEvent.click(screen.getAllByRole('button')[0]);
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2));
    expect(posts).toEqual([{ url: '/api/wishlist/remove', body: { ItemType: 'course', ItemID: 12 } }]);
  });

  it.each([
    [502, { ok: false, error: 'wishlist.errors.failed' }, 'We could not update your wishlist. Please try again.'],
    [409, { ok: false, error: 'wishlist.errors.full' }, 'Your wishlist is full. Remove an item to save another.'],
    [409, { ok: false, error: 'wishlist.errors.gone' }, 'This item is no longer available.'],
  ])('a refused save (%i %j) is undone and says why', async (status, body, text) => {
    answer = { status, body };
    renderIn('en', withSwr(<WishlistHeart type="course" id={12} title="Valuation Basics" />));
    const button = await heart();
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('a visitor goes to login with this page as returnUrl, and the item is saved on the way back', async () => {
    summary.loggedIn = false;
    const { unmount } = renderIn('en', withSwr(<WishlistHeart type="course" id={12} title="Valuation Basics" />));
    await userEvent.click(await heart());
    expect(push).toHaveBeenCalledWith('/en/login?returnUrl=%2Fen%2Fcourses%3Fpage%3D2');
    expect(posts).toEqual([]);
    unmount();

    // Back from login on the same page, signed in.
    summary.loggedIn = true;
    await mutate('/api/session', undefined, { revalidate: false });
    renderIn('en', withSwr(<WishlistHeart type="course" id={12} title="Valuation Basics" />));
    await waitFor(() =>
      expect(posts).toEqual([{ url: '/api/wishlist/add', body: { ItemType: 'course', ItemID: 12 } }]),
    );
    expect(await heart()).toHaveAttribute('aria-pressed', 'true');
    // Taken once: another visit does not save it again.
    expect(sessionStorage.length).toBe(0);
  });

  it('a 401 on save (the session ended) leads to login too', async () => {
    answer = { status: 401, body: { ok: false, error: 'errors.loginFirst' } };
    renderIn('ar', withSwr(<WishlistHeart type="diploma" id={4} title="دبلوم التقييم" />));
    await userEvent.click(await heart('حفظ في قائمة الرغبات: دبلوم التقييم'));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/ar/login?returnUrl=%2Fen%2Fcourses%3Fpage%3D2'));
  });

  it('renders nothing when the upstream has no wishlist, and only a placeholder until the session is known', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const fetchMock = global.fetch as jest.Mock;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      await gate;
      return original(url, init);
    });
    summary.features = { wishlist: false };
    const { container } = renderIn('en', withSwr(<WishlistHeart type="course" id={12} title="Valuation Basics" />));
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"].invisible')).not.toBeNull();
    await act(async () => release());
    await waitFor(() => expect(container.querySelector('.invisible')).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
