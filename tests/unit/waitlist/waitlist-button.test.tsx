import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { NotifyMeButton } from '@/components/waitlist/notify-me-button';
import { WaitlistButton } from '@/components/waitlist/waitlist-button';
import { reply, stubFetch } from '../../support/fetch';
import { push } from '../../support/navigation-mock';
import { MESSAGES, renderIn } from '../../support/render';

jest.mock('next/navigation', () => require('../../support/navigation-mock').navigationMock);

/**
 * The waitlist island on a full program and the notify-me island, against a fake BFF: without the extension the
 * card keeps the spec's Add to Cart (and notify-me shows nothing); with it a visitor is sent to log in, a customer
 * joins and sees their place, and an offered seat can be booked or declined.
 */
type Answer = Record<string, unknown>;
let answers: Record<string, Answer | ((init?: RequestInit) => Answer)> = {};
const calls: { url: string; body?: unknown }[] = [];

beforeEach(() => {
  answers = {};
  calls.length = 0;
  push.mockClear();
  stubFetch((url, init) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const a = answers[key];
    const body = typeof a === 'function' ? a(init) : (a ?? { ok: false, error: 'forms.failed' });
    return reply(body);
  });
});

const card = (lang: 'en' | 'ar', full = true) =>
  renderIn(
    lang,
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WaitlistButton full={full} programId={34} title="Valuation Basics">
        <button type="button">Add to Cart</button>
      </WaitlistButton>
    </SWRConfig>,
  );

test('without the extension the full card keeps the spec’s Add to Cart', async () => {
  answers['GET /api/waitlist'] = { ok: true, available: false };
  card('en');
  expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.en.lifecycle.island.join)).not.toBeInTheDocument();
});

test('a program with seats shows Add to Cart and asks nothing', async () => {
  card('en', false);
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('ar: a visitor is sent to log in with this page as returnUrl', async () => {
  answers['GET /api/waitlist'] = { ok: true, available: true, loggedIn: false };
  const m = MESSAGES.ar.lifecycle.island;
  card('ar');
  const join = await screen.findByRole('button', { name: m.joinLabel.replace('{title}', 'Valuation Basics') });
  expect(join).toHaveTextContent(m.join);
  expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  await userEvent.click(join);
  expect(push).toHaveBeenCalledWith('/ar/login?returnUrl=%2F');
  expect(screen.getByRole('status')).toHaveTextContent(m.loginFirst);
});

test('en: a customer joins, sees their place, and leaves', async () => {
  let standing = { Status: 'none', Position: 0, OfferExpiresAt: null } as Answer;
  answers['GET /api/waitlist'] = () => ({ ok: true, available: true, loggedIn: true, standing });
  answers['POST /api/waitlist'] = (init) => {
    const { action } = JSON.parse(String(init!.body)) as { action: string };
    standing =
      action === 'join'
        ? { Status: 'waiting', Position: 3, OfferExpiresAt: null }
        : { Status: 'none', Position: 0, OfferExpiresAt: null };
    return { ok: true, status: action === 'join' ? 'joined' : undefined, left: action === 'leave' };
  };
  const m = MESSAGES.en.lifecycle.island;
  card('en');
  await userEvent.click(await screen.findByRole('button', { name: /^Join the waitlist/ }));
  expect(await screen.findByTestId('waitlist-position')).toHaveTextContent(m.onList.replace('{position}', '3'));
  expect(calls.find((c) => c.body)?.body).toEqual({ action: 'join', PriceOptionID: 34 });
  await userEvent.click(screen.getByRole('button', { name: m.leave }));
  expect(await screen.findByRole('button', { name: /^Join the waitlist/ })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(m.left);
});

test('an offered seat shows until when it is held, with book and decline', async () => {
  answers['GET /api/waitlist'] = {
    ok: true,
    available: true,
    loggedIn: true,
    standing: { Status: 'offered', Position: 0, OfferExpiresAt: '2026-12-01T08:00:00.000Z' },
  };
  const m = MESSAGES.en.lifecycle.island;
  card('en');
  // The note's date formatting is its own module, loaded when an offer stands.
  await waitFor(() =>
    expect(screen.getByTestId('waitlist-offer')).toHaveTextContent(
      m.offered.replace('{until}', '01 December 2026, 12:00'),
    ),
  );
  expect(screen.getByRole('button', { name: m.book })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: m.decline })).toBeInTheDocument();
});

test('notify me: hidden without the extension; a customer asks and can stop', async () => {
  answers['GET /api/notify-me'] = { ok: true, available: false };
  const { unmount } = renderIn(
    'en',
    <SWRConfig value={{ provider: () => new Map() }}>
      <NotifyMeButton courseId={19} />
    </SWRConfig>,
  );
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(screen.queryByTestId('notify-me')).not.toBeInTheDocument();
  unmount();

  let requested = false;
  answers['GET /api/notify-me'] = () => ({ ok: true, available: true, loggedIn: true, requested });
  answers['POST /api/notify-me'] = (init) => {
    requested = (JSON.parse(String(init!.body)) as { action: string }).action === 'subscribe';
    return { ok: true, requested };
  };
  const m = MESSAGES.en.lifecycle.island;
  renderIn(
    'en',
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NotifyMeButton courseId={19} />
    </SWRConfig>,
  );
  await userEvent.click(await screen.findByRole('button', { name: m.notify }));
  expect(await screen.findByText(m.notifyOn)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: m.notifyStop }));
  expect(await screen.findByRole('button', { name: m.notify })).toBeInTheDocument();
});
