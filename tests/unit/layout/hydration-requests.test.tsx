import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { SessionSummaryProvider, useSessionSummary } from '@/components/layout/session-summary';
import { VisitTracker } from '@/components/layout/visit-tracker';
import { VisitorCounter } from '@/components/layout/visitor-counter';
import { renderIn } from '../catalog/render';

function respond(body: unknown) {
  // jsdom has no Response: the components read only status, ok, json() and text().
  return Promise.resolve({ status: 200, ok: true, json: () => Promise.resolve(body), text: () => Promise.resolve('') });
}

function Greeting() {
  const { firstName } = useSessionSummary();
  return <p data-testid="greeting">{firstName ?? '-'}</p>;
}

let requests: string[];

beforeEach(() => {
  sessionStorage.clear();
  requests = [];
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/session') return respond({ loggedIn: true, firstName: 'Mariam', cartCount: 0, wishlist: [] });
    if (url === '/api/visits') return respond({ count: 12345 });
    return respond({});
  }) as unknown as typeof fetch;
});

// What every page of the site layout sends as it hydrates: the session summary, the visitor count and the visit.
const page = () => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <SessionSummaryProvider>
      <Greeting />
      <VisitorCounter label="Visitors" />
      <VisitTracker />
    </SessionSummaryProvider>
  </SWRConfig>
);

describe('the requests a page sends as it hydrates', () => {
  it('leave the commit (its layout and mount effects) and go out in a task of their own', async () => {
    renderIn('en', page());
    // render() has run the commit and the effects: SWR calls its fetcher from a layout effect, the visit from a mount effect.
    expect(requests).toEqual([]);
    await waitFor(() => expect(requests.sort()).toEqual(['GET /api/session', 'GET /api/visits', 'POST /api/visit']));
    expect(await screen.findByText('Mariam')).toBeInTheDocument();
    expect(await screen.findByTestId('visitor-count')).toHaveTextContent('12,345');
  });
});
