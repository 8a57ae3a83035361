import { z } from 'zod';
import type { ErrorCode } from './envelope';

/** Who may call an endpoint: anyone (anonymous token), a signed-in user, or staff (bulk orders). */
export type EndpointAuth = 'anonymous' | 'user' | 'staff';
export type EndpointMethod = 'GET' | 'POST';
type EndpointBodyType = 'json' | 'multipart';
/** The schema of "no query parameters". */
export type EmptyQuery = z.ZodObject<Record<never, never>>;

/**
 * What you pass to defineEndpoint. `path` has no leading slash and no `/api/` prefix (the spelling of
 * docs/product/contract.md#requests).
 */
export interface EndpointInput<
  M extends EndpointMethod,
  P extends string,
  Q extends z.ZodObject,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
  A extends EndpointAuth,
> {
  method: M;
  path: P;
  /** Query-string parameters (names exactly as the spec: id, top, page, type, oid, uid, cid, …). Default: none. */
  query?: Q;
  /** Request body (POST only): JSON unless `bodyType` is 'multipart'. */
  body?: B;
  /** 'json' (default) or 'multipart' (file upload: multipart/form-data). */
  bodyType?: EndpointBodyType;
  /** The payload inside `{ data: … }` (wrap with `envelope()` to parse a whole response). */
  response: R;
  /** Default 'anonymous'. */
  auth?: A;
  /** One-line description (OpenAPI). */
  summary?: string;
  /**
   * Not in the institute's API (spec section 7): a capability this site adds (wishlist, waitlist, consents, …),
   * proposed to the API team in the OpenAPI document. The web treats its 404 as "not available here" and hides
   * the feature, so it runs unchanged against an API without it. An extension therefore never answers 404 for a
   * domain outcome (an unknown item answers `data: null` or a status field instead).
   */
  extension?: boolean;
  /** The codes of the 409 answers this endpoint may give (the contract's business refusals, e.g. submit-order's). */
  conflicts?: readonly ErrorCode[];
}

/** A defined endpoint: every key is present (query defaults to an empty object schema, body to undefined). */
export interface Endpoint<
  M extends EndpointMethod = EndpointMethod,
  P extends string = string,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends EndpointAuth = EndpointAuth,
> {
  readonly method: M;
  readonly path: P;
  readonly query: Q;
  readonly body: B;
  readonly bodyType: EndpointBodyType;
  readonly response: R;
  readonly auth: A;
  readonly summary?: string;
  readonly extension: boolean;
  readonly conflicts: readonly ErrorCode[];
}

/** Any endpoint (for lists, route registration, the OpenAPI document). */
export type AnyEndpoint = Endpoint;

/** Identity-like helper: returns the definition with defaults filled in, keeping exact literal and schema types. */
export function defineEndpoint<
  const M extends EndpointMethod,
  const P extends string,
  R extends z.ZodType,
  Q extends z.ZodObject = EmptyQuery,
  B extends z.ZodType | undefined = undefined,
  const A extends EndpointAuth = 'anonymous',
>(definition: EndpointInput<M, P, Q, B, R, A>): Endpoint<M, P, Q, B, R, A> {
  return {
    ...definition,
    query: (definition.query ?? z.object({})) as Q,
    body: definition.body as B,
    bodyType: definition.bodyType ?? 'json',
    auth: (definition.auth ?? 'anonymous') as A,
    extension: definition.extension ?? false,
    conflicts: definition.conflicts ?? [],
  };
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Query parameters as the caller passes them (numbers may be given as text). */
export type EndpointQuery<E> = E extends { readonly query: infer Q } ? InputOf<Q> : never;
/** Request body as the caller sends it (`undefined` when the endpoint has none). */
export type EndpointBody<E> = E extends { readonly body: infer B } ? InputOf<B> : never;
/** The parsed payload inside `data`. */
export type EndpointResponse<E> = E extends { readonly response: infer R } ? OutputOf<R> : never;
