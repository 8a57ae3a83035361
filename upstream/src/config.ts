// Settings of the upstream server, read once at start and validated (zod). Development keeps working defaults; with
// NODE_ENV=production an unset or development secret stops the start, naming the setting (lib/settings/secrets.ts).
import path from 'node:path';
import { z } from 'zod';
import { TRN_PATTERN } from '@shared/contract/constants/limits';
import { DEV_SECRETS, institutionSetting, parseSettings, secretSetting } from '@shared/settings/secrets';

export interface Config {
  port: number;
  /** Interface the server listens on: 127.0.0.1 unless UPSTREAM_HOST says otherwise (0.0.0.0 in a container). */
  host: string;
  signingSecret: string;
  anonToken: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  siteUrl: string;
  production: boolean;
  /** Serve the extension endpoints (lib/contract `extension: true`); UPSTREAM_EXTENSIONS=off plays an API without them. */
  extensions: boolean;
  /** /dev/outbox and /dev/requests: only the dev and test scripts turn them on (UPSTREAM_DEV_ROUTES=1). */
  devRoutes: boolean;
  /** POST /dev/sql (e2e/scale-out.spec.ts): UPSTREAM_DEV_SQL=1, and only with the dev routes on. */
  devSql: boolean;
  logLevel: string;
  /** Seed the security test fixtures (the XSS article) too: UPSTREAM_SEED_FIXTURES=1, set by the e2e stack only. */
  seedFixtures: boolean;
  /**
   * CREDENTIAL_SIGNING_KEY: the institute's Ed25519 private key that signs the Open Badges credentials, as its
   * 32-byte seed in base64url (`node -e "console.log(crypto.randomBytes(32).toString('base64url'))"`). Its public
   * half is published as a JWKS (Courses/get-credential-keys, the web's /.well-known/jwks.json).
   */
  credentialSigningKey: string;
  /** Booking lifecycle: e-mails, reminders, pay-later deadlines, waitlist. */
  lifecycle: LifecycleSettings;
  /** The institute as the seller of its tax invoices and e-invoices. */
  institute: InstituteIdentity;
  /** Broker licences (docs/licence.md); the authorities' own rules are data (licence_authorities). */
  licence: { reminderDays: number[] };
  /** The staff dashboard (docs/staff-dashboard.md). */
  dashboard: DashboardSettings;
  /** Company seats (docs/company.md): buying them, and how long they may change hands. */
  company: CompanySettings;
}

interface CompanySettings {
  /** COMPANY_SEAT_TIERS ("5:5,10:10"): from N seats of one line, P % off that line (the largest tier reached). */
  seatTiers: { from: number; percent: number }[];
  /** COMPANY_NET_DAYS (30): a verified company's bank transfer is due this many days after the invoice. */
  netDays: number;
  /** COMPANY_SEAT_CHANGE_HOURS (24): seats change hands until this long before a program without a registration deadline starts. */
  seatChangeHours: number;
}

interface DashboardSettings {
  /** DASHBOARD_LOW_FILL_PERCENT (50): a program with fewer seats sold than this share of its capacity is flagged… */
  lowFillPercent: number;
  /** DASHBOARD_LOW_FILL_WITHIN_DAYS (21): …when it starts within this many days. */
  lowFillWithinDays: number;
  /** DASHBOARD_OWED_AGE_DAYS (2,7,14,30): upper bounds (days) of the age buckets of unpaid pay-later orders. */
  owedAgeDays: number[];
  /** DASHBOARD_LICENCE_WINDOWS_DAYS (30,60,90): broker licences expiring within each of these many days from today. */
  licenceWindowsDays: number[];
}

/**
 * The institute's own identifiers, printed on its tax invoices and carried by its e-invoices (PINT AE): they must be
 * its real ones in production, so production refuses to start without them (and with the demo's).
 */
export interface InstituteIdentity {
  /** INSTITUTE_TRN: its 15-digit VAT registration number (IBT-031); its first 10 digits are its e-invoicing address. */
  trn: string;
  /** INSTITUTE_TRADE_LICENCE and INSTITUTE_TRADE_LICENCE_AUTHORITY: its legal registration (IBT-030, BTAE-12). */
  tradeLicence: string;
  tradeLicenceAuthority: string;
  /** INSTITUTE_STREET, INSTITUTE_CITY, INSTITUTE_EMIRATE (AUH DXB SHJ AJM UAQ RAK FUJ), INSTITUTE_PO_BOX (optional). */
  address: { street: string; city: string; emirate: string; poBox: string | null };
}

/** The demo institute's identifiers (the seeded settings' TRN and address): refused in production. */
export const DEV_INSTITUTE = {
  INSTITUTE_TRN: '100234567800003',
  INSTITUTE_TRADE_LICENCE: '765432',
  INSTITUTE_TRADE_LICENCE_AUTHORITY: 'Dubai Department of Economy and Tourism',
  INSTITUTE_STREET: 'Bay Square Building 5, 3rd Floor, Business Bay',
  INSTITUTE_CITY: 'Dubai',
  INSTITUTE_EMIRATE: 'DXB',
} as const;
const EMIRATE_CODES = ['AUH', 'DXB', 'SHJ', 'AJM', 'UAQ', 'RAK', 'FUJ'] as const;

interface LifecycleSettings {
  /** PAY_LATER_HOLD_HOURS (72): how long an unpaid order holds its seats; never past a registration deadline. */
  payLaterHoldHours: number;
  /** PAY_LATER_PENDING_CAP (1): unpaid bookings one customer may hold of one program. */
  pendingPerProgramCap: number;
  /** WAITLIST_OFFER_HOURS (24): how long a freed seat is held for the customer it is offered to. */
  waitlistOfferHours: number;
  /** JOBS ('on'): run the job workers and the due-work sweep in this process; 'manual' leaves them to tests. */
  jobs: 'on' | 'manual';
  /** JOBS_SWEEP_SECONDS (60): how often due work (reminders, deadlines, offers) is looked for. */
  sweepSeconds: number;
  /**
   * MAIL_LEASE_SECONDS (900): how long a claimed e-mail may stay in 'sending'; past it the sender is taken for dead
   * and the mail is sent again (at least once, same Message-ID: docs/adr/0010-mail-at-least-once.md).
   */
  mailLeaseSeconds: number;
}

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1');

function schema(env: Record<string, string | undefined>) {
  const production = env.NODE_ENV === 'production';
  // One line per secret: its variable, its development value, its shortest length.
  const secrets = {
    UPSTREAM_SIGNING_SECRET: secretSetting('UPSTREAM_SIGNING_SECRET', {
      dev: DEV_SECRETS.UPSTREAM_SIGNING_SECRET,
      min: 32,
      strict: production,
    }),
    UPSTREAM_ANON_TOKEN: secretSetting('UPSTREAM_ANON_TOKEN', {
      dev: DEV_SECRETS.UPSTREAM_ANON_TOKEN,
      min: 8,
      strict: production,
    }),
    CREDENTIAL_SIGNING_KEY: secretSetting('CREDENTIAL_SIGNING_KEY', {
      dev: DEV_SECRETS.CREDENTIAL_SIGNING_KEY,
      min: 43,
      strict: production,
    }),
  };
  const institute = {
    INSTITUTE_TRN: institutionSetting('INSTITUTE_TRN', {
      dev: DEV_INSTITUTE.INSTITUTE_TRN,
      strict: production,
      format: z.string().regex(TRN_PATTERN, 'INSTITUTE_TRN must be 15 digits'),
    }),
    INSTITUTE_TRADE_LICENCE: institutionSetting('INSTITUTE_TRADE_LICENCE', {
      dev: DEV_INSTITUTE.INSTITUTE_TRADE_LICENCE,
      strict: production,
    }),
    INSTITUTE_TRADE_LICENCE_AUTHORITY: institutionSetting('INSTITUTE_TRADE_LICENCE_AUTHORITY', {
      dev: DEV_INSTITUTE.INSTITUTE_TRADE_LICENCE_AUTHORITY,
      strict: production,
      // A real authority (the institute's may well be it): production asks for it to be set, not to differ.
      realValue: true,
    }),
    INSTITUTE_STREET: institutionSetting('INSTITUTE_STREET', {
      dev: DEV_INSTITUTE.INSTITUTE_STREET,
      strict: production,
    }),
    // The city and emirate of the demo are real places: only the street and numbers are the demo's own.
    INSTITUTE_CITY: institutionSetting('INSTITUTE_CITY', { dev: DEV_INSTITUTE.INSTITUTE_CITY, strict: false }),
    INSTITUTE_EMIRATE: institutionSetting('INSTITUTE_EMIRATE', {
      dev: DEV_INSTITUTE.INSTITUTE_EMIRATE,
      strict: false,
      format: z.enum(EMIRATE_CODES, { error: `INSTITUTE_EMIRATE must be one of ${EMIRATE_CODES.join(' ')}` }),
    }),
    INSTITUTE_PO_BOX: z.string().trim().optional(),
  };
  const positive = (fallback: number) => z.coerce.number().positive().default(fallback);
  return z
    .object({
      ...secrets,
      ...institute,
      UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
      UPSTREAM_HOST: z.string().trim().min(1).default('127.0.0.1'),
      DATABASE_URL: z.string().optional(),
      DATA_DIR: z.string().default('.data'),
      SMTP_URL: z.string().optional(),
      SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
      UPSTREAM_EXTENSIONS: z.string().optional(),
      UPSTREAM_DEV_ROUTES: flag,
      UPSTREAM_DEV_SQL: flag,
      LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      UPSTREAM_SEED_FIXTURES: flag,
      PAY_LATER_HOLD_HOURS: positive(72),
      PAY_LATER_PENDING_CAP: z.coerce.number().int().positive().default(1),
      WAITLIST_OFFER_HOURS: positive(24),
      JOBS: z.enum(['on', 'manual']).default('on'),
      JOBS_SWEEP_SECONDS: positive(60),
      MAIL_LEASE_SECONDS: positive(900),
      LICENCE_REMINDER_DAYS: z
        .string()
        .default('60,30,7')
        .transform((v) => v.split(',').map((d) => Number(d.trim())))
        .pipe(z.array(z.number().int().min(1).max(365)).min(1).max(10)),
      COMPANY_SEAT_TIERS: z
        .string()
        .default('5:5,10:10')
        .transform((v) =>
          v
            .split(',')
            .filter((t) => t.trim())
            .map((t) => {
              const [from, percent] = t.split(':').map((n) => Number(n.trim()));
              return { from: from!, percent: percent! };
            }),
        )
        .refine(
          (list) =>
            list.every(
              (t, i) =>
                Number.isInteger(t.from) &&
                t.from > 1 &&
                Number.isInteger(t.percent) &&
                t.percent > 0 &&
                t.percent < 100 &&
                (i === 0 || (t.from > list[i - 1]!.from && t.percent > list[i - 1]!.percent)),
            ),
          { message: 'COMPANY_SEAT_TIERS must be increasing seats:percent pairs, e.g. 5:5,10:10 (empty: none)' },
        ),
      COMPANY_NET_DAYS: z.coerce.number().int().min(1).max(120).default(30),
      COMPANY_SEAT_CHANGE_HOURS: positive(24),
      DASHBOARD_LOW_FILL_PERCENT: z.coerce.number().min(0).max(100).default(50),
      DASHBOARD_LOW_FILL_WITHIN_DAYS: z.coerce.number().int().positive().default(21),
      DASHBOARD_OWED_AGE_DAYS: z
        .string()
        .default('2,7,14,30')
        .transform((v) => v.split(',').map((d) => Number(d.trim())))
        .refine((list) => list.every((d, i) => Number.isInteger(d) && d > 0 && (i === 0 || d > list[i - 1])), {
          message: 'DASHBOARD_OWED_AGE_DAYS must be increasing whole days, e.g. 2,7,14,30',
        }),
      DASHBOARD_LICENCE_WINDOWS_DAYS: z
        .string()
        .default('30,60,90')
        .transform((v) => v.split(',').map((d) => Number(d.trim())))
        .refine(
          (list) =>
            list.length <= 6 &&
            list.every((d, i) => Number.isInteger(d) && d > 0 && d <= 730 && (i === 0 || d > list[i - 1])),
          {
            message: 'DASHBOARD_LICENCE_WINDOWS_DAYS must be at most 6 increasing whole days up to 730, e.g. 30,60,90',
          },
        ),
    })
    .refine((s) => !(production && s.UPSTREAM_DEV_ROUTES), {
      path: ['UPSTREAM_DEV_ROUTES'],
      message: 'UPSTREAM_DEV_ROUTES=1 opens the mail outbox and request log to anyone: never in production',
    })
    .transform((s): Config => ({
      port: s.UPSTREAM_PORT,
      host: s.UPSTREAM_HOST,
      signingSecret: s.UPSTREAM_SIGNING_SECRET,
      anonToken: s.UPSTREAM_ANON_TOKEN,
      databaseUrl: s.DATABASE_URL || undefined,
      dataDir: path.resolve(s.DATA_DIR),
      smtpUrl: s.SMTP_URL || undefined,
      siteUrl: s.SITE_URL,
      production,
      extensions: s.UPSTREAM_EXTENSIONS !== 'off',
      devRoutes: s.UPSTREAM_DEV_ROUTES,
      devSql: s.UPSTREAM_DEV_ROUTES && s.UPSTREAM_DEV_SQL,
      logLevel: s.LOG_LEVEL,
      seedFixtures: s.UPSTREAM_SEED_FIXTURES,
      credentialSigningKey: s.CREDENTIAL_SIGNING_KEY,
      lifecycle: {
        payLaterHoldHours: s.PAY_LATER_HOLD_HOURS,
        pendingPerProgramCap: s.PAY_LATER_PENDING_CAP,
        waitlistOfferHours: s.WAITLIST_OFFER_HOURS,
        jobs: s.JOBS,
        sweepSeconds: s.JOBS_SWEEP_SECONDS,
        mailLeaseSeconds: s.MAIL_LEASE_SECONDS,
      },
      licence: { reminderDays: s.LICENCE_REMINDER_DAYS },
      dashboard: {
        lowFillPercent: s.DASHBOARD_LOW_FILL_PERCENT,
        lowFillWithinDays: s.DASHBOARD_LOW_FILL_WITHIN_DAYS,
        owedAgeDays: s.DASHBOARD_OWED_AGE_DAYS,
        licenceWindowsDays: s.DASHBOARD_LICENCE_WINDOWS_DAYS,
      },
      company: {
        seatTiers: s.COMPANY_SEAT_TIERS,
        netDays: s.COMPANY_NET_DAYS,
        seatChangeHours: s.COMPANY_SEAT_CHANGE_HOURS,
      },
      institute: {
        trn: s.INSTITUTE_TRN,
        tradeLicence: s.INSTITUTE_TRADE_LICENCE,
        tradeLicenceAuthority: s.INSTITUTE_TRADE_LICENCE_AUTHORITY,
        address: {
          street: s.INSTITUTE_STREET,
          city: s.INSTITUTE_CITY,
          emirate: s.INSTITUTE_EMIRATE,
          poBox: s.INSTITUTE_PO_BOX || (production ? null : '123456'),
        },
      },
    }));
}

/** The upstream's settings from `env`, or a SettingsError naming every setting that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return parseSettings('upstream', schema(env), env);
}

/** The JWT claims the web signs (brief: iss "web", aud "upstream"). */
export const JWT_ISSUER = 'web';
export const JWT_AUDIENCE = 'upstream';
export const ZERO_UUID = '00000000-0000-0000-0000-000000000000';
