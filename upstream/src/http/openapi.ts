// What the published OpenAPI document (GET /openapi.json) says beyond each endpoint's zod schemas: how a caller
// proves who it is (the signed bearer and x-secret-token), the headers every /api/ call carries, and the error
// bodies the upstream sends (errors.ts). Whoever implements the contract from the document alone reads it here.
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { ErrorIssueSchema, type ErrorCode } from '@shared/contract/envelope';
import {
  ANONYMOUS_USER_ID,
  HEADERS,
  JWT_AUDIENCE,
  JWT_ISSUER,
  JWT_TTL_SECONDS,
  PLATFORM_WEB,
  UPSTREAM_ENVS,
} from '@shared/contract/headers';
import { LangSchema } from '@shared/contract/primitives';
import type { AppEnv } from './types';

/** Every /api/ call: the signed bearer AND the secret token (one requirement object: both at once). */
export const CONTRACT_SECURITY: Record<string, string[]>[] = [{ bearer: [], secretToken: [] }];
/** /files/{id}: anyone for a public file; a members' file only with the credentials of a signed-in caller. */
export const OPTIONAL_SECURITY: Record<string, string[]>[] = [{}, { bearer: [], secretToken: [] }];

const BEARER_RULES = [
  `A JWT signed with HMAC-SHA256 (\`alg\` HS256, no other algorithm is accepted) under the secret shared by the web`,
  `and the upstream (UPSTREAM_SIGNING_SECRET). Claims: \`iss\` = "${JWT_ISSUER}", \`aud\` = "${JWT_AUDIENCE}",`,
  `\`sub\` = the call's ${HEADERS.uniqueId} (the user's UniqueID, or ${ANONYMOUS_USER_ID} when anonymous; compared`,
  `case-insensitively), \`iat\` and \`exp\` required, \`exp\` = \`iat\` + ${JWT_TTL_SECONDS} s (the web reuses a`,
  `bearer for at most half of that). The upstream checks the signature, algorithm, issuer, audience and expiry`,
  `with no clock tolerance, and that \`sub\` equals ${HEADERS.uniqueId}: a bearer minted for one user is refused`,
  `under another. Any failure is 401 \`unauthorized\`. It proves the call comes from the site's server; the user is`,
  `proven by ${HEADERS.secretToken}.`,
].join(' ');

const TOKEN_RULES = [
  `The anonymous token (UPSTREAM_ANON_TOKEN, shared with the web) for anyone, or the token a signed-in user received`,
  `from User/sign-in or User/sign-up, which must belong to the user named by ${HEADERS.uniqueId} and be neither`,
  `revoked (User/sign-out) nor expired. Anything else is 401 \`unauthorized\`; an endpoint for signed-in users`,
  `answers the anonymous token with 401, a staff endpoint answers a customer with 403 \`forbidden\`.`,
].join(' ');

type HeaderParameter = {
  key: string;
  name: string;
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
};

/** The request headers of the contract (docs/product/contract.md#headers), in the order the web sends them. */
const HEADER_PARAMETERS: HeaderParameter[] = [
  {
    key: 'XUniqueId',
    name: HEADERS.uniqueId,
    required: true,
    description: `The signed-in user's UniqueID, or ${ANONYMOUS_USER_ID} when anonymous. Equals the bearer's \`sub\`.`,
    schema: { type: 'string', format: 'uuid' },
  },
  {
    key: 'XDeviceId',
    name: HEADERS.deviceId,
    required: true,
    description: 'An id of the browser (kept in its session), or `web-server` for reads no browser asked for.',
    schema: { type: 'string', minLength: 1, maxLength: 200 },
  },
  {
    key: 'XCountry',
    name: HEADERS.country,
    required: true,
    description: "The visitor's country, ISO 3166-1 alpha-2 (default AE; the upstream reads it upper-cased).",
    schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
  },
  {
    key: 'XPlatform',
    name: HEADERS.platform,
    required: true,
    description: 'The calling platform.',
    schema: { type: 'string', enum: [PLATFORM_WEB] },
  },
  {
    key: 'XLang',
    name: HEADERS.lang,
    required: true,
    description: "The visitor's language: the upstream writes its e-mails in it.",
    schema: { type: 'string', enum: [...LangSchema.options] },
  },
  {
    key: 'XEnv',
    name: HEADERS.env,
    required: true,
    description: '`prod` from a production build of the web, `test` otherwise.',
    schema: { type: 'string', enum: [...UPSTREAM_ENVS] },
  },
  {
    key: 'XNode',
    name: HEADERS.node,
    required: false,
    description: 'The web instance that made the call (its logs); informational.',
    schema: { type: 'string' },
  },
  {
    key: 'XRequestId',
    name: HEADERS.requestId,
    required: false,
    description: 'The id of the page request being served; the upstream logs it and echoes it in its answer.',
    schema: { type: 'string' },
  },
];

/** References to the header parameters, for an operation's `parameters`. */
export const CONTRACT_HEADER_REFS = HEADER_PARAMETERS.map((p) => ({ $ref: `#/components/parameters/${p.key}` }));

const errorOf = (code: z.ZodType, withIssues = false) =>
  z.object({
    error: z.object({
      code,
      ...(withIssues ? { issues: z.array(ErrorIssueSchema).optional() } : {}),
    }),
  });

/** The bodies errors.ts sends, one named schema per status. */
const ERROR_SCHEMAS = {
  400: errorOf(z.literal('bad_request'), true).openapi('ErrorBadRequest', {
    description: 'The query or body broke the contract; `issues` are zod issues (path, message, code).',
  }),
  401: errorOf(z.literal('unauthorized')).openapi('ErrorUnauthorized'),
  403: errorOf(z.literal('forbidden')).openapi('ErrorForbidden'),
  404: errorOf(z.literal('not_found')).openapi('ErrorNotFound'),
  500: errorOf(z.literal('server_error')).openapi('ErrorServer'),
} as const;

const ERROR_DESCRIPTIONS = {
  400: 'Bad request: the query or body does not match the contract',
  401: 'Missing or invalid bearer, or a secret token that is not valid for x-unique-id',
  403: 'Signed in, but not staff',
  404: 'Not found (also: an extension this upstream does not offer)',
  409: 'Refused: the order cannot be placed as it stands',
  500: 'Server error',
} as const;

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** The error responses of an operation: 400, 401, 404 and 500 always; 403 for staff; 409 with its codes. */
export function errorResponses(o: { staff?: boolean; conflicts?: readonly ErrorCode[] } = {}) {
  return {
    400: { description: ERROR_DESCRIPTIONS[400], ...json(ERROR_SCHEMAS[400]) },
    401: { description: ERROR_DESCRIPTIONS[401], ...json(ERROR_SCHEMAS[401]) },
    ...(o.staff ? { 403: { description: ERROR_DESCRIPTIONS[403], ...json(ERROR_SCHEMAS[403]) } } : {}),
    404: { description: ERROR_DESCRIPTIONS[404], ...json(ERROR_SCHEMAS[404]) },
    ...(o.conflicts?.length
      ? {
          409: {
            description: `${ERROR_DESCRIPTIONS[409]}: ${o.conflicts.join(', ')}`,
            ...json(errorOf(z.enum(o.conflicts as [ErrorCode, ...ErrorCode[]]))),
          },
        }
      : {}),
    500: { description: ERROR_DESCRIPTIONS[500], ...json(ERROR_SCHEMAS[500]) },
  };
}

/** The 404 body alone (routes outside /api/ that answer only "not found"). */
export const notFoundResponse = { description: 'Not found', ...json(ERROR_SCHEMAS[404]) };

/** Security schemes and header parameters, once per app. */
export function registerContractComponents(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: BEARER_RULES,
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'secretToken', {
    type: 'apiKey',
    in: 'header',
    name: HEADERS.secretToken,
    description: TOKEN_RULES,
  });
  for (const p of HEADER_PARAMETERS)
    app.openAPIRegistry.registerComponent('parameters', p.key, {
      name: p.name,
      in: 'header',
      required: p.required,
      description: p.description,
      schema: p.schema as never,
    });
}

/** A stable operationId from the contract path: `Cart/get-cart` → `Cart_get-cart`. */
export const operationIdOf = (path: string) => path.replace(/^\/?(api\/)?/, '').replace(/[/{}]+/g, '_');
