// Mounts a lib/contract endpoint on the OpenAPIHono app: validates query and body with the contract's zod schemas,
// wraps the handler's result in { data }, and registers the route in the published OpenAPI document.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AnyEndpoint } from '@shared/contract/define-endpoint';
import { logger } from '../log';
import { ApiError } from './errors';
import { CONTRACT_HEADER_REFS, CONTRACT_SECURITY, errorResponses, operationIdOf } from './openapi';
import type { AppEnv } from './types';

type EndpointDef = AnyEndpoint;

type QueryOf<E extends EndpointDef> =
  NonNullable<E['query']> extends z.ZodType ? z.output<NonNullable<E['query']>> : Record<string, never>;
type BodyOf<E extends EndpointDef> =
  NonNullable<E['body']> extends z.ZodType ? z.output<NonNullable<E['body']>> : undefined;

export interface Input<E extends EndpointDef> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  c: Context<AppEnv>;
}

const tagOf = (path: string) => path.split('/')[0];

export function mount<E extends EndpointDef>(
  app: OpenAPIHono<AppEnv>,
  ep: E,
  handler: (input: Input<E>) => Promise<z.input<E['response']>>,
  opts: { checkResponses?: boolean } = { checkResponses: process.env.NODE_ENV !== 'production' },
) {
  const route = createRoute({
    method: ep.method === 'GET' ? 'get' : 'post',
    path: `/api/${ep.path}`,
    // Extensions are grouped apart and flagged, so the institute's API team sees what this site adds.
    tags: ep.extension ? ['Extensions', tagOf(ep.path)] : [tagOf(ep.path)],
    ...(ep.extension ? { 'x-extension': true } : {}),
    operationId: operationIdOf(ep.path),
    ...(ep.summary ? { summary: ep.summary } : {}),
    security: CONTRACT_SECURITY,
    parameters: CONTRACT_HEADER_REFS,
    request: {
      ...(ep.query ? { query: ep.query } : {}),
      ...(ep.body ? { body: { content: { 'application/json': { schema: ep.body } }, required: true } } : {}),
    },
    responses: {
      200: { description: 'Success', content: { 'application/json': { schema: z.object({ data: ep.response }) } } },
      ...errorResponses({ staff: ep.auth === 'staff', conflicts: ep.conflicts }),
    },
  });
  // The typed route's handler signature is too deep for TS to follow generically; the input types above carry the checks.
  const h = async (c: Context<AppEnv>) => {
    const who = c.get('auth');
    // The contract marks who may call: signed-in users (401 otherwise) or staff (403 for customers).
    if (ep.auth === 'user' && !who.userId) throw new ApiError(401, 'unauthorized');
    if (ep.auth === 'staff' && who.role !== 'staff')
      throw new ApiError(who.userId ? 403 : 401, who.userId ? 'forbidden' : 'unauthorized');
    const input = c.req as unknown as { valid(target: 'query' | 'json'): unknown };
    const query = (ep.query ? input.valid('query') : {}) as QueryOf<E>;
    const body = (ep.body ? input.valid('json') : undefined) as BodyOf<E>;
    const data = await handler({ query, body, c });
    if (opts.checkResponses) {
      // Outside production, say loudly when a payload drifts from the contract (the web would reject it).
      const r = ep.response.safeParse(data);
      if (!r.success)
        logger.warn(
          { requestId: c.get('requestId'), path: ep.path, issues: r.error.issues.slice(0, 5) },
          'response does not match contract',
        );
    }
    return c.json({ data }, 200);
  };
  app.openapi(route, h as never);
}
