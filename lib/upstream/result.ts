/** Errors as values (no throw across the data layer): the page decides what to show. */
/**
 * `unavailable`: an extension endpoint (lib/contract) that this upstream does not have: hide the feature.
 * `invalid`: the input does not satisfy the contract (an id out of range, a control character…), so the call was
 * not made: a person's bad input (4xx), not an upstream failure.
 */
type UpstreamErrorKind =
  'network' | 'timeout' | 'http' | 'unauthorized' | 'not_found' | 'contract' | 'unavailable' | 'invalid';

export type UpstreamError = {
  kind: UpstreamErrorKind;
  /** HTTP status when the upstream answered. */
  status?: number;
  /** Whether trying again later may succeed (network, timeout, 5xx, 429). */
  retryable: boolean;
  /** The upstream's error code (`{ error: { code } }`), when it sent one. */
  code?: string;
  /** The message of the first issue of a 400 (`{ error: { issues: [{ message }] } }`, e.g. `file_type`). */
  reason?: string;
};

export type UpstreamResult<T> = { ok: true; data: T } | { ok: false; error: UpstreamError };

export function ok<T>(data: T): UpstreamResult<T> {
  return { ok: true, data };
}

export function fail<T = never>(error: UpstreamError): UpstreamResult<T> {
  return { ok: false, error };
}

/** The upstream lacks this extension (it answered 404 for the endpoint): the page hides the feature. */
export const isUnavailable = (result: UpstreamResult<unknown>) => !result.ok && result.error.kind === 'unavailable';
