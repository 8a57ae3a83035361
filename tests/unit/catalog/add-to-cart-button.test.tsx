import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mutate } from 'swr';
import { AddToCartButton, type AddToCartLabels } from '@/components/catalog/add-to-cart-button';
import { reply, stubFetch } from '../../support/fetch';
import { push } from '../../support/navigation-mock';
import { renderIn } from '../../support/render';

jest.mock('next/navigation', () => require('../../support/navigation-mock').navigationMock);
jest.mock('swr', () => ({ __esModule: true, mutate: jest.fn(() => Promise.resolve()), default: jest.fn() }));

const labels: AddToCartLabels = {
  addToCart: 'Add to Cart',
  adding: 'Adding...',
  loginFirst: 'Please log in first',
  added: 'Added to Cart',
  alreadyPurchased: 'You already purchased this item',
  cartError: 'Something went wrong. Please try again.',
  withExam: 'With Exam (+ AED 300.00)',
};

beforeEach(() => {
  push.mockClear();
  (mutate as jest.Mock).mockClear();
  window.history.replaceState(null, '', '/en/course/real-estate-brokerage-basics/12?tab=programs');
});

describe('AddToCartButton', () => {
  it('posts the program with WithExam and goes to the cart on { result: 1 }', async () => {
    const fetchMock = stubFetch(() => reply({ result: 1 }));
    renderIn('en', <AddToCartButton itemId={7} hasExam labels={labels} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'With Exam (+ AED 300.00)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Added to Cart'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cart/add');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ ItemID: 7, ItemType: 'program', WithExam: true });
    expect(mutate).toHaveBeenCalledWith('/api/session');
    expect(push).toHaveBeenCalledWith('/en/cart');
  });

  it('on 401 goes to login with the current path as returnUrl and the reason the login page says', async () => {
    stubFetch(() => reply({ error: 'unauthorized' }, 401));
    renderIn('en', <AddToCartButton itemId={7} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    // no notice flashing here for an instant: the login page says 'Please log in first'
    expect(screen.getByRole('status')).toHaveTextContent('');
    const target = new URL(push.mock.calls[0][0] as string, 'http://x');
    expect(target.pathname).toBe('/en/login');
    expect(target.searchParams.get('returnUrl')).toBe('/en/course/real-estate-brokerage-basics/12?tab=programs');
    expect(target.searchParams.get('reason')).toBe('login-first');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('in Arabic, goes to /ar/login', async () => {
    window.history.replaceState(null, '', '/ar/training-programs');
    stubFetch(() => reply({}, 401));
    renderIn('ar', <AddToCartButton itemId={7} labels={labels} />);
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(push.mock.calls[0][0]).toBe('/ar/login?returnUrl=%2Far%2Ftraining-programs&reason=login-first');
  });

  it.each([
    [200, { result: 0 }],
    [200, { result: 2 }],
    [409, { error: 'x' }],
  ])('any other answer (%i %j) says "You already purchased this item"', async (status, body) => {
    stubFetch(() => reply(body, status));
    renderIn('en', <AddToCartButton itemId={7} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You already purchased this item'));
    expect(push).not.toHaveBeenCalled();
  });

  it.each([500, 503])('a %i or a network failure shows the retry message, not "already purchased"', async (status) => {
    stubFetch(() => reply({}, status));
    const { unmount } = renderIn('en', <AddToCartButton itemId={7} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Something went wrong. Please try again.'),
    );
    unmount();
    stubFetch(() => Promise.reject(new TypeError('offline')));
    renderIn('en', <AddToCartButton itemId={7} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Something went wrong. Please try again.'),
    );
    expect(push).not.toHaveBeenCalled();
  });

  it('sends WithExam false when the program has no exam, and shows no checkbox', async () => {
    const fetchMock = stubFetch(() => reply({ result: 1 }));
    renderIn('en', <AddToCartButton itemId={9} hasExam={false} defaultWithExam labels={labels} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Added to Cart'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string).WithExam).toBe(
      false,
    );
  });
});
