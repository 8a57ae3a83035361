// The institute's Ed25519 credential key (CREDENTIAL_SIGNING_KEY, a 32-byte seed) and its public JWK.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint } from 'jose';

/** PKCS#8 DER prefix of an Ed25519 private key (RFC 8410); the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

type PublicJwk = { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
export type SigningKey = { privateKey: KeyObject; publicJwk: PublicJwk };

const cache = new Map<string, Promise<SigningKey>>();

/** The key of a seed (base64url or base64 of 32 bytes); the kid is the RFC 7638 thumbprint of the public key. */
export function signingKey(seed: string): Promise<SigningKey> {
  let key = cache.get(seed);
  if (!key) {
    key = load(seed);
    cache.set(seed, key);
  }
  return key;
}

async function load(seed: string): Promise<SigningKey> {
  const bytes = Buffer.from(seed.trim(), 'base64url');
  if (bytes.length !== 32) throw new Error('CREDENTIAL_SIGNING_KEY must be a 32-byte Ed25519 seed in base64url');
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, bytes]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string };
  const kid = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x });
  // Only the public members: a JWKS must never carry "d".
  return { privateKey, publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' } };
}
