// Types shared by the Hono app, its middleware and routes.
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Config } from '../config';
import type { Jobs } from '../jobs/runtime';

export type Lang = 'en' | 'ar';

/** Who is calling, as established by the auth middleware. userId null = anonymous. */
export interface Auth {
  userId: string | null;
  role: 'anonymous' | 'customer' | 'staff';
  lang: Lang;
  deviceId: string | null;
  country: string;
}

export interface Deps {
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  config: Config;
  /** The job runtime (booking e-mails, reminders, deadlines, waitlist offers): kick() after a write that queued mail. */
  jobs: Jobs;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    auth: Auth;
  };
};
