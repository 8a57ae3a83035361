/** Request header names of the upstream contract (all lower-case; docs/product/contract.md#headers). */
const HEADER_UNIQUE_ID = 'x-unique-id';
const HEADER_DEVICE_ID = 'x-device-id';
const HEADER_COUNTRY = 'x-country';
const HEADER_PLATFORM = 'x-platform';
const HEADER_LANG = 'x-lang';
const HEADER_SECRET_TOKEN = 'x-secret-token';
const HEADER_AUTHORIZATION = 'authorization';
const HEADER_ENV = 'x-env';
const HEADER_NODE = 'x-node';
const HEADER_REQUEST_ID = 'x-request-id';

/** All header names in one object, for iteration or lookups. */
export const HEADERS = {
  uniqueId: HEADER_UNIQUE_ID,
  deviceId: HEADER_DEVICE_ID,
  country: HEADER_COUNTRY,
  platform: HEADER_PLATFORM,
  lang: HEADER_LANG,
  secretToken: HEADER_SECRET_TOKEN,
  authorization: HEADER_AUTHORIZATION,
  env: HEADER_ENV,
  node: HEADER_NODE,
  requestId: HEADER_REQUEST_ID,
} as const;

/** The all-zero user id: not logged in (docs/product/constants.md#ids-that-mean-nothing). */
export const ANONYMOUS_USER_ID = '00000000-0000-0000-0000-000000000000';
/** The all-zero file id: no file (docs/product/constants.md#ids-that-mean-nothing). */
export const EMPTY_FILE_ID = '00000000-0000-0000-0000-000000000000';
/** Default country code (docs/product/constants.md#country). */
export const DEFAULT_COUNTRY = 'AE';
/** Value of `x-platform`. */
export const PLATFORM_WEB = 'web';
/** Values of `x-env`. */
export const UPSTREAM_ENVS = ['prod', 'test'] as const;
export type UpstreamEnv = (typeof UPSTREAM_ENVS)[number];
/** JWT claims of the bearer token: iss "web", aud "upstream", exp 60 s. */
export const JWT_ISSUER = 'web';
export const JWT_AUDIENCE = 'upstream';
export const JWT_TTL_SECONDS = 60;
