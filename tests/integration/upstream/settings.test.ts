// The upstream's settings (upstream/src/config.ts): development defaults, and a production start that refuses
// missing or development secrets by name: checked on the loader and on a real process start.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_SECRETS, SettingsError } from '../../../lib/settings/secrets';
import { DEV_INSTITUTE, loadConfig } from '../../../upstream/src/config';
import { ROOT } from './harness';

const REAL = {
  UPSTREAM_SIGNING_SECRET: 'a-real-signing-secret-0123456789-abcdefghij',
  UPSTREAM_ANON_TOKEN: 'a-real-anonymous-token-0123456789',
  CREDENTIAL_SIGNING_KEY: 'cmVhbC1lZDI1NTE5LXNlZWQtZm9yLXRlc3RzLTAxMjM',
  INSTITUTE_TRN: '100987654300003',
  INSTITUTE_TRADE_LICENCE: '1122334',
  INSTITUTE_TRADE_LICENCE_AUTHORITY: 'Abu Dhabi Department of Economic Development',
  INSTITUTE_STREET: 'Office 501, Al Saqr Business Tower, Sheikh Zayed Road',
};

const problems = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env as NodeJS.ProcessEnv);
    return [];
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
};

test('development: working defaults, dev routes off, listening on 127.0.0.1 only', () => {
  const config = loadConfig({} as NodeJS.ProcessEnv);
  expect(config.signingSecret).toBe(DEV_SECRETS.UPSTREAM_SIGNING_SECRET);
  expect(config.anonToken).toBe(DEV_SECRETS.UPSTREAM_ANON_TOKEN);
  expect(config.host).toBe('127.0.0.1');
  expect(config.devRoutes).toBe(false);
  expect(config.devSql).toBe(false);
  expect(
    loadConfig({ UPSTREAM_DEV_ROUTES: '1', UPSTREAM_HOST: '0.0.0.0' } as unknown as NodeJS.ProcessEnv),
  ).toMatchObject({
    devRoutes: true,
    host: '0.0.0.0',
  });
});

test('production with real secrets loads', () => {
  expect(loadConfig({ NODE_ENV: 'production', ...REAL } as NodeJS.ProcessEnv)).toMatchObject({
    production: true,
    signingSecret: REAL.UPSTREAM_SIGNING_SECRET,
    devRoutes: false,
  });
});

test.each(['UPSTREAM_SIGNING_SECRET', 'UPSTREAM_ANON_TOKEN', 'CREDENTIAL_SIGNING_KEY'] as const)(
  'production refuses %s unset or at a development value, naming it',
  (name) => {
    expect(problems({ NODE_ENV: 'production', ...REAL, [name]: undefined })).toEqual([`${name} is not set`]);
    expect(problems({ NODE_ENV: 'production', ...REAL, [name]: DEV_SECRETS[name] })).toEqual([
      `${name} is a development value from the repository`,
    ]);
    // The web's development values are refused too.
    expect(problems({ NODE_ENV: 'production', ...REAL, [name]: DEV_SECRETS.SESSION_SECRET })).toEqual([
      `${name} is a development value from the repository`,
    ]);
  },
);

test('the institute identifiers: demo values in development, its own in production', () => {
  expect(loadConfig({} as NodeJS.ProcessEnv).institute).toEqual({
    trn: DEV_INSTITUTE.INSTITUTE_TRN,
    tradeLicence: DEV_INSTITUTE.INSTITUTE_TRADE_LICENCE,
    tradeLicenceAuthority: DEV_INSTITUTE.INSTITUTE_TRADE_LICENCE_AUTHORITY,
    address: { street: DEV_INSTITUTE.INSTITUTE_STREET, city: 'Dubai', emirate: 'DXB', poBox: '123456' },
  });
  expect(
    loadConfig({
      NODE_ENV: 'production',
      ...REAL,
      INSTITUTE_CITY: 'Abu Dhabi',
      INSTITUTE_EMIRATE: 'AUH',
    } as NodeJS.ProcessEnv).institute,
  ).toEqual({
    trn: REAL.INSTITUTE_TRN,
    tradeLicence: REAL.INSTITUTE_TRADE_LICENCE,
    tradeLicenceAuthority: REAL.INSTITUTE_TRADE_LICENCE_AUTHORITY,
    address: { street: REAL.INSTITUTE_STREET, city: 'Abu Dhabi', emirate: 'AUH', poBox: null },
  });
  // A TRN is 15 digits and an emirate one of the seven codes, in development too.
  expect(problems({ INSTITUTE_TRN: '12345', INSTITUTE_EMIRATE: 'Dubai' })).toEqual([
    'INSTITUTE_TRN must be 15 digits',
    'INSTITUTE_EMIRATE must be one of AUH DXB SHJ AJM UAQ RAK FUJ',
  ]);
});

test.each(['INSTITUTE_TRN', 'INSTITUTE_TRADE_LICENCE', 'INSTITUTE_STREET'] as const)(
  'production refuses %s unset or at the demo value, naming it',
  (name) => {
    expect(problems({ NODE_ENV: 'production', ...REAL, [name]: undefined })).toEqual([`${name} is not set`]);
    expect(problems({ NODE_ENV: 'production', ...REAL, [name]: DEV_INSTITUTE[name] })).toEqual([
      `${name} is a development value from the repository`,
    ]);
  },
);

test('production refuses INSTITUTE_TRADE_LICENCE_AUTHORITY unset (the demo names a real authority: allowed)', () => {
  const name = 'INSTITUTE_TRADE_LICENCE_AUTHORITY';
  expect(problems({ NODE_ENV: 'production', ...REAL, [name]: undefined })).toEqual([`${name} is not set`]);
  expect(problems({ NODE_ENV: 'production', ...REAL, [name]: DEV_INSTITUTE[name] })).toEqual([]);
});

test('production refuses the dev routes', () => {
  expect(problems({ NODE_ENV: 'production', ...REAL, UPSTREAM_DEV_ROUTES: '1' })).toEqual([
    expect.stringMatching(/^UPSTREAM_DEV_ROUTES=1 .* never in production$/),
  ]);
});

test('a production start with the development signing secret stops before listening, naming the setting', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-settings-'));
  try {
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['upstream/src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        UPSTREAM_PORT: '0',
        DATA_DIR: dataDir,
        UPSTREAM_ANON_TOKEN: REAL.UPSTREAM_ANON_TOKEN,
        UPSTREAM_SIGNING_SECRET: DEV_SECRETS.UPSTREAM_SIGNING_SECRET,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('UPSTREAM_SIGNING_SECRET is a development value from the repository');
    expect(run.stdout).not.toContain('listening');
    // It stopped before opening the database.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
