import 'server-only';
import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/nextjs';
import { settings } from '@/lib/settings';

/**
 * ALTCHA (self-hosted proof of work): challenges signed with ALTCHA_HMAC_KEY, solved by the `altcha`
 * widget in the browser, verified here. No third-party service. A solved challenge is accepted once
 * (replay store per instance) and expires after CHALLENGE_TTL_S.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_TTL_S = 10 * 60;

const hmacKey = () => settings().altchaHmacKey;

/** Work per attempt (PBKDF2 iterations) and the counter range the browser has to search. */
function cost() {
  return { iterations: settings().altchaCost, counter: randomInt(1_000, 4_000) };
}

let keySecret: Promise<string> | null = null;
const keySignatureSecret = () => (keySecret ??= deriveHmacKeySecret(hmacKey()));
const used = new CappedMap<string, boolean>({ maxSize: 10_000 });

export async function newChallenge(): Promise<Challenge> {
  const { iterations, counter } = cost();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: iterations,
    counter,
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_S * 1000),
    hmacSignatureSecret: hmacKey(),
    hmacKeySignatureSecret: await keySignatureSecret(),
  });
}

/** True when `payload` (the widget's base64 JSON `{ challenge, solution }`) is a valid, unexpired, unused solution. */
export async function verifyCaptcha(payload: string): Promise<boolean> {
  let parsed: { challenge?: Challenge; solution?: Solution };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return false;
  }
  if (!parsed?.challenge || !parsed.solution || parsed.challenge.parameters?.algorithm !== ALGORITHM) return false;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: hmacKey(),
      hmacKeySignatureSecret: await keySignatureSecret(),
    });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  return used.setIfAbsent(parsed.challenge.parameters.nonce, true);
}
