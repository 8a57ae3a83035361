import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { SessionSummaryProvider, useSessionSummary } from '@/components/layout/session-summary';
import { VisitTracker } from '@/components/layout/visit-tracker';
import { VisitorCounter } from '@/components/layout/visitor-counter';
import { reply, stubFetch } from '../../support/fetch';
import { renderIn } from '../../support/render';

function Greeting() {
  const { firstName } = useSessionSummary();
  return <p data-testid="greeting">{firstName ?? '-'}</p>;
}

let requests: string[];

beforeEach(() => {
  sessionStorage.clear();
  requests = [];
  stubFetch((url, init) => {
    requests.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/session') return reply({ loggedIn: true, firstName: 'Mariam', cartCount: 0, wishlist: [] });
    if (url === '/api/visits') return reply({ count: 12345 });
    return reply({});
  });
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
