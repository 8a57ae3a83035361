/** Errors as values (no throw across the data layer): the page decides what to show. */
export type UpstreamErrorKind = 'network' | 'timeout' | 'http' | 'unauthorized' | 'not_found' | 'contract';

export type UpstreamError = {
  kind: UpstreamErrorKind;
  /** HTTP status when the upstream answered. */
  status?: number;
  /** Whether trying again later may succeed (network, timeout, 5xx, 429). */
  retryable: boolean;
  /** The upstream's error code (`{ error: { code } }`), when it sent one. */
  code?: string;
};

export type UpstreamResult<T> = { ok: true; data: T } | { ok: false; error: UpstreamError };

export function ok<T>(data: T): UpstreamResult<T> {
  return { ok: true, data };
}

export function fail<T = never>(error: UpstreamError): UpstreamResult<T> {
  return { ok: false, error };
}

/** Message key (namespace `common.errorKinds`) for an error, for a translated error state. */
export function errorMessageKey(error: UpstreamError): `errorKinds.${UpstreamErrorKind}` {
  return `errorKinds.${error.kind}`;
}
