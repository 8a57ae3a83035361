// Environment of the upstream server, read once. Defaults are the development values of docs/TEAM-BRIEF.md.
import path from 'node:path';

export interface Config {
  port: number;
  signingSecret: string;
  anonToken: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  siteUrl: string;
  production: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.UPSTREAM_PORT ?? 4000),
    signingSecret: env.UPSTREAM_SIGNING_SECRET ?? 'dev-signing-secret-change-me-0123456789',
    anonToken: env.UPSTREAM_ANON_TOKEN ?? 'anon-dev-token',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    smtpUrl: env.SMTP_URL || undefined,
    siteUrl: env.SITE_URL ?? 'http://localhost:3000',
    production: env.NODE_ENV === 'production',
  };
}

/** The JWT claims the web signs (brief: iss "web", aud "upstream"). */
export const JWT_ISSUER = 'web';
export const JWT_AUDIENCE = 'upstream';
export const ZERO_UUID = '00000000-0000-0000-0000-000000000000';
