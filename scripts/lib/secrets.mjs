// Secrets for the stacks this repository starts by itself (`npm start`, the e2e, bench and Lighthouse stacks).
// `npm start` runs production builds, and a production web or upstream refuses the development secrets committed in
// lib/settings/secrets.ts: so the demo gets random secrets of its own, made once and kept in the gitignored data
// folder (`.data/secrets.json`), and nothing in the repository is ever accepted in production. A value set in the
// environment wins; a real deployment sets all of them (docs/settings.md#production-settings-and-secrets).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One line per secret: its variable and how a fresh value is made. */
const SECRET_GENERATORS = {
  SESSION_SECRET: () => randomBytes(32).toString('base64url'),
  DOCUMENT_LINK_SECRET: () => randomBytes(32).toString('base64url'),
  REVALIDATE_SECRET: () => randomBytes(32).toString('base64url'),
  ALTCHA_HMAC_KEY: () => randomBytes(32).toString('base64url'),
  UPSTREAM_SIGNING_SECRET: () => randomBytes(32).toString('base64url'),
  UPSTREAM_ANON_TOKEN: () => randomBytes(24).toString('base64url'),
  CREDENTIAL_SIGNING_KEY: () => randomBytes(32).toString('base64url'),
};

/** Fresh values for every secret the environment does not set (kept nowhere: one stack run). */
export function freshSecrets(env = process.env) {
  return Object.fromEntries(Object.entries(SECRET_GENERATORS).map(([name, make]) => [name, env[name] || make()]));
}

/**
 * The secrets of the stack whose data live in `dataDir`: the environment's, else those in `<dataDir>/secrets.json`,
 * else made now and written there (mode 600), so sessions and signed links outlive a restart.
 */
export async function localSecrets(dataDir, env = process.env) {
  const file = path.join(dataDir, 'secrets.json');
  let stored = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    // first start
  }
  const kept = Object.fromEntries(Object.keys(SECRET_GENERATORS).map((name) => [name, stored[name]]));
  const missing = Object.entries(SECRET_GENERATORS).filter(([name]) => !kept[name]);
  if (missing.length) {
    for (const [name, make] of missing) kept[name] = make();
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return Object.fromEntries(Object.keys(SECRET_GENERATORS).map((name) => [name, env[name] || kept[name]]));
}
