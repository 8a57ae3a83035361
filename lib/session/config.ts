import type { SessionOptions } from 'iron-session';

/** What the sealed session cookie holds. Read on the server only (lib/session): never sent to the browser as data. */
export type SessionData = {
  /** The upstream UniqueID; absent or all zeros = logged out. */
  userId?: string;
  /** The upstream secret token (x-secret-token). Never leaves the server. */
  token?: string;
  firstName?: string;
  /** A generated identifier of this browser (x-device-id). */
  deviceId?: string;
  /** Country code (x-country), default AE. */
  country?: string;
  /** Signed in from the mobile app (app-auth). */
  app?: boolean;
  /** Role (customer, or staff for the bulk-order page). */
  role?: 'customer' | 'staff';
  /** A one-time-code flow in progress: the token that User/generate-otp or validate-change-email returned. */
  pending?: PendingCode;
};

export type CodePurpose = 'signup' | 'reset' | 'email';

export type PendingCode = {
  purpose: CodePurpose;
  email: string;
  token: string;
  /** ms since epoch: the code expires upstream after 10 minutes. */
  at: number;
  /** The code was checked by User/verify-otp (sign-up step 2). */
  verified?: boolean;
};

const DEV_SECRET = 'dev-session-secret-change-me-0123456789-abcdef';
const THIRTY_DAYS = 60 * 60 * 24 * 30;

export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}

/** `__Host-session` in production (Secure, path /, no Domain), `session` in development (plain http). */
export function sessionCookieName(): string {
  return isProduction() ? '__Host-session' : 'session';
}

export function sessionOptions(): SessionOptions {
  const password = process.env.SESSION_SECRET ?? DEV_SECRET;
  if (password.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
  if (isProduction() && !process.env.SESSION_SECRET)
    console.warn('[session] SESSION_SECRET is not set: using the development secret');
  return {
    cookieName: sessionCookieName(),
    password,
    ttl: THIRTY_DAYS,
    cookieOptions: {
      httpOnly: true,
      secure: isProduction(),
      sameSite: 'lax',
      path: '/',
    },
  };
}
