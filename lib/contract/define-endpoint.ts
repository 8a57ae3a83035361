import type { z } from 'zod';

/** Who may call an endpoint: anyone with the anonymous token, a signed-in user, or staff (bulk orders). */
export type EndpointAuth = 'anonymous' | 'user' | 'staff';
export type EndpointMethod = 'GET' | 'POST';

/** The definition of one upstream call (spec section 7). `path` has no leading slash and no `/api/` prefix. */
export interface EndpointDefinition<
  M extends EndpointMethod = EndpointMethod,
  P extends string = string,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: M;
  readonly path: P;
  /** Query-string parameters (names exactly as the spec: id, top, page, type, oid, uid, cid, …). */
  readonly query?: Q;
  /** JSON body (POST only). */
  readonly body?: B;
  /** The payload inside `{ data: … }` (the envelope is added by `envelope()`). */
  readonly response: R;
  /** Defaults to 'anonymous' when omitted. */
  readonly auth?: EndpointAuth;
  /** One-line description (used for the OpenAPI document). */
  readonly summary?: string;
}

/** Identity helper: returns its argument, keeping the exact literal and schema types. */
export function defineEndpoint<
  const M extends EndpointMethod,
  const P extends string,
  R extends z.ZodType,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(definition: EndpointDefinition<M, P, Q, B, R>): EndpointDefinition<M, P, Q, B, R> {
  return definition;
}

/** Any endpoint definition. */
export type AnyEndpoint = EndpointDefinition<EndpointMethod, string, z.ZodObject | undefined, z.ZodType | undefined, z.ZodType>;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Query parameters as the caller passes them (before coercion). */
export type EndpointQuery<E> = E extends EndpointDefinition<EndpointMethod, string, infer Q, z.ZodType | undefined, z.ZodType> ? InputOf<Q> : never;
/** Query parameters after parsing (what the server handler sees). */
export type EndpointQueryParsed<E> = E extends EndpointDefinition<EndpointMethod, string, infer Q, z.ZodType | undefined, z.ZodType> ? OutputOf<Q> : never;
/** Request body as the caller sends it. */
export type EndpointBody<E> = E extends EndpointDefinition<EndpointMethod, string, z.ZodObject | undefined, infer B, z.ZodType> ? InputOf<B> : never;
/** Request body after parsing. */
export type EndpointBodyParsed<E> = E extends EndpointDefinition<EndpointMethod, string, z.ZodObject | undefined, infer B, z.ZodType> ? OutputOf<B> : never;
/** The parsed payload inside `data`. */
export type EndpointResponse<E> = E extends EndpointDefinition<EndpointMethod, string, z.ZodObject | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;
/** The payload inside `data` as the server produces it (before parsing). */
export type EndpointResponseInput<E> = E extends EndpointDefinition<EndpointMethod, string, z.ZodObject | undefined, z.ZodType | undefined, infer R> ? z.input<R> : never;
