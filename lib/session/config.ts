import type { SessionOptions } from 'iron-session';
import { settings } from '@/lib/settings';

/** What the sealed session cookie holds. Read on the server only (lib/session): never sent to the browser as data. */
export type SessionData = {
  /** The upstream UniqueID; absent or all zeros = logged out. */
  userId?: string;
  /** The upstream secret token (x-secret-token). Never leaves the server. */
  token?: string;
  firstName?: string;
  /** A generated identifier of this browser (x-device-id). */
  deviceId?: string;
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

const THIRTY_DAYS = 60 * 60 * 24 * 30;

export function isProduction(): boolean {
  return settings().production;
}

/** `__Host-session` in production (Secure, path /, no Domain), `session` in development (plain http). */
export function sessionCookieName(): string {
  return isProduction() ? '__Host-session' : 'session';
}

export function sessionOptions(): SessionOptions {
  return {
    cookieName: sessionCookieName(),
    // 32+ characters, never a development value in production (lib/settings).
    password: settings().sessionSecret,
    ttl: THIRTY_DAYS,
    cookieOptions: {
      httpOnly: true,
      secure: isProduction(),
      sameSite: 'lax',
      path: '/',
    },
  };
}
