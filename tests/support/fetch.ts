/**
 * A stand-in for fetch in the unit and DOM tests. `reply` is an answer as the browser components read it (jsdom has
 * no Response: status, ok, json() and text()); the BFF suites, under node, answer real Responses instead.
 */
export function reply(body: unknown, status = 200): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => body,
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  } as unknown as Response;
}

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Puts `handler` in place of global.fetch as a jest mock, whose calls a test can then read; returns the mock. */
export function stubFetch(handler: Handler): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init));
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}
