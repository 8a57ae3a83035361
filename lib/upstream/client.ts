import 'server-only';
import {
  ANONYMOUS_USER_ID,
  DEFAULT_COUNTRY,
  ErrorEnvelopeSchema,
  HEADERS,
  PLATFORM_WEB,
  type AnyEndpoint,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
} from '@/lib/contract';
import { countryFromHeaders } from '@/lib/geo/visitor-country';
import { logger } from '@/lib/log';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/security/headers';
import { bearerFor } from './bearer';
import { upstreamConfig } from './config';
import { fail, ok, type UpstreamError, type UpstreamResult } from './result';

export type { UpstreamError, UpstreamResult } from './result';

/** Who the call is made for. Anonymous by default (all-zero id, anonymous token). */
export type CallerContext = {
  userId?: string;
  token?: string;
  lang?: 'en' | 'ar';
  deviceId?: string;
  /** x-country; by default the visitor's country from the CDN's header of the request being served, else AE. */
  country?: string;
  /** The x-request-id to send (proxy.ts sets one per request); see `requestIdFor`. */
  requestId?: string;
};

export type CallOptions<E extends AnyEndpoint> = {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  ctx?: CallerContext;
  /** Default 8 s (UPSTREAM_TIMEOUT_MS). */
  timeoutMs?: number;
  signal?: AbortSignal;
};

/** Device id sent for server-side reads that no browser asked for. */
const SERVER_DEVICE_ID = 'web-server';
const RETRY_DELAY_MS = 150;
/** A GET is tried up to 3 times on a network error or a 5xx (idempotent reads only; never a POST). */
const GET_ATTEMPTS = 3;

/**
 * The one fetch wrapper for the upstream API (docs/architecture.md#upstream-client): sets every contract header, times
 * out, retries an idempotent GET (up to 3 attempts, backoff with jitter) on a network error or 5xx, unwraps `{ data }`,
 * parses it with the endpoint's response schema, and never throws: it returns `{ ok, data } | { ok: false, error }`.
 */
export async function upstreamFetch<E extends AnyEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<UpstreamResult<EndpointResponse<E>>> {
  const request = await buildRequest(endpoint, options);
  if (!request.ok) return request;

  const attempts = endpoint.method === 'GET' ? GET_ATTEMPTS : 1;
  const started = performance.now();
  let result: Attempt = { ok: false, error: { kind: 'network', retryable: true } };
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(backoff(attempt));
    result = await attemptOnce(request.data.url, request.data.init, options);
    if (result.ok || !shouldRetry(result.error)) break;
  }
  if (!result.ok && endpoint.extension && result.error.status === 404) {
    return fail({ kind: 'unavailable', status: 404, retryable: false });
  }
  if (!result.ok) {
    const log = logger.child({ requestId: request.data.requestId, endpoint: endpoint.path, method: endpoint.method });
    const fields = {
      kind: result.error.kind,
      status: result.error.status,
      code: result.error.code,
      ms: Math.round(performance.now() - started),
    };
    if (result.error.kind === 'network' || result.error.kind === 'timeout' || (result.error.status ?? 0) >= 500)
      log.warn(fields, 'upstream call failed');
    else log.info(fields, 'upstream refused');
    return result;
  }

  const parsed = endpoint.response.safeParse(result.data);
  if (!parsed.success) {
    logger.error(
      { requestId: request.data.requestId, endpoint: endpoint.path, issues: parsed.error.issues.slice(0, 5) },
      'upstream response does not match the contract',
    );
    return fail({ kind: 'contract', status: 200, retryable: false });
  }
  return ok(parsed.data as EndpointResponse<E>);
}

type Attempt = UpstreamResult<unknown>;
type BuiltRequest = { url: string; init: RequestInit; requestId: string };

async function buildRequest<E extends AnyEndpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<UpstreamResult<BuiltRequest>> {
  const config = upstreamConfig();
  const url = new URL(`${config.baseUrl}/api/${endpoint.path}`);

  if (endpoint.query) {
    const q = endpoint.query.safeParse(options.query ?? {});
    if (!q.success) return invalidInput(endpoint, 'query', q.error.issues);
    for (const [name, value] of Object.entries(q.data as Record<string, unknown>)) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
  }

  let body: string | FormData | undefined;
  if (endpoint.method === 'POST' && endpoint.bodyType === 'multipart') {
    const form = multipartBody(endpoint, options.body);
    if (!form.ok) return form;
    body = form.data;
  } else if (endpoint.method === 'POST') {
    if (endpoint.body) {
      const b = endpoint.body.safeParse(options.body);
      if (!b.success) return invalidInput(endpoint, 'body', b.error.issues);
      body = b.data === undefined ? undefined : JSON.stringify(b.data);
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
    }
  }

  const { headers, requestId } = await callerHeaders(options.ctx ?? {});
  // FormData: fetch writes the multipart content type with its boundary.
  if (typeof body === 'string') headers['content-type'] = 'application/json';

  return ok({ url: url.toString(), init: { method: endpoint.method, headers, body }, requestId });
}

/** Every contract header of a call made for `ctx` (docs/product/contract.md#headers), the signed bearer included. */
export async function callerHeaders(
  ctx: CallerContext,
): Promise<{ headers: Record<string, string>; requestId: string }> {
  const config = upstreamConfig();
  const userId = ctx.userId || ANONYMOUS_USER_ID;
  const served = await servedRequestHeaders();
  const requestId = ctx.requestId ? requestIdFrom(ctx.requestId) : requestIdFrom(served?.get(REQUEST_ID_HEADER));
  const headers: Record<string, string> = {
    accept: 'application/json',
    [HEADERS.uniqueId]: userId,
    [HEADERS.deviceId]: ctx.deviceId || SERVER_DEVICE_ID,
    [HEADERS.country]: ctx.country || (served ? countryFromHeaders(served) : DEFAULT_COUNTRY),
    [HEADERS.platform]: PLATFORM_WEB,
    [HEADERS.lang]: ctx.lang === 'ar' ? 'ar' : 'en',
    [HEADERS.secretToken]: ctx.token || config.anonToken,
    [HEADERS.authorization]: `Bearer ${await bearerFor(userId, config.signingSecret)}`,
    [HEADERS.env]: config.upstreamEnv,
    [HEADERS.node]: config.node,
    [HEADERS.requestId]: requestId,
  };
  return { headers, requestId };
}

/** A multipart endpoint (file upload): the body parsed by its schema, then one form field per key (files keep their name). */
function multipartBody(endpoint: AnyEndpoint, input: unknown): UpstreamResult<FormData> {
  const parsed = endpoint.body ? endpoint.body.safeParse(input) : { success: true as const, data: input };
  if (!parsed.success) return invalidInput(endpoint, 'body', parsed.error.issues);
  const form = new FormData();
  for (const [name, value] of Object.entries((parsed.data ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'upload');
    else form.append(name, String(value));
  }
  return ok(form);
}

/** The contract refuses what we were about to send (the input of a person, mostly): no call, an `invalid` error. */
function invalidInput(endpoint: AnyEndpoint, part: string, issues: unknown): UpstreamResult<never> {
  logger.info({ endpoint: endpoint.path, part, issues }, 'input refused by the contract');
  return fail({ kind: 'invalid', retryable: false });
}

async function attemptOnce(
  url: string,
  init: RequestInit,
  options: { timeoutMs?: number; signal?: AbortSignal },
): Promise<Attempt> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? upstreamConfig().timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout.signal, options.signal]) : timeout.signal;
  try {
    const response = await fetch(url, { ...init, signal });
    const text = await response.text();
    if (!response.ok) return fail(httpError(response.status, text));
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return fail({ kind: 'contract', status: response.status, retryable: false });
    }
    if (!json || typeof json !== 'object' || !('data' in json)) {
      return fail({ kind: 'contract', status: response.status, retryable: false });
    }
    return ok((json as { data: unknown }).data);
  } catch {
    if (timeout.signal.aborted) return fail({ kind: 'timeout', retryable: true });
    return fail({ kind: 'network', retryable: !options.signal?.aborted });
  } finally {
    clearTimeout(timer);
  }
}

function httpError(status: number, text: string): UpstreamError {
  let code: string | undefined;
  let reason: string | undefined;
  try {
    const parsed = ErrorEnvelopeSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      code = parsed.data.error.code;
      reason = parsed.data.error.issues?.[0]?.message;
    }
  } catch {
    // not JSON: keep the status only
  }
  if (status === 401 || status === 403) return { kind: 'unauthorized', status, retryable: false, code };
  if (status === 404) return { kind: 'not_found', status, retryable: false, code };
  const retryable = status >= 500 || status === 429 || status === 408;
  return { kind: 'http', status, retryable, code, ...(status === 400 && reason ? { reason } : {}) };
}

/** Retried (GET only): network errors and 5xx. Timeouts are not retried (they already cost the full budget). */
function shouldRetry(error: UpstreamError): boolean {
  return error.kind === 'network' ? error.retryable : error.kind === 'http' && (error.status ?? 0) >= 500;
}

/**
 * The headers of the browser request this call serves (proxy.ts sets x-request-id on pages; the load balancer
 * or CDN sets it and the country header), read only in a plain request scope: inside unstable_cache or a static
 * prerender there is no visitor's request (and headers() would throw or make the page dynamic), so shared pages
 * send a fresh request id and the default country. Null outside Next (tests, scripts) too.
 */
async function servedRequestHeaders(): Promise<Pick<Headers, 'get'> | null> {
  try {
    const { workUnitAsyncStorage } = await import('next/dist/server/app-render/work-unit-async-storage.external');
    const store = workUnitAsyncStorage.getStore();
    if (store?.type === 'request') return store.headers;
  } catch {
    // outside Next (tests, scripts)
  }
  return null;
}

/** Exponential backoff with jitter between GET attempts: ~150-300 ms, then ~300-450 ms. */
function backoff(attempt: number): number {
  return RETRY_DELAY_MS * 2 ** (attempt - 2) + Math.random() * RETRY_DELAY_MS;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
