// Accounts, their tokens and one-time codes, addresses and the country list.
import { boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, fileRef, ts } from './columns';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull().default(''),
  iso: text('iso').notNull().unique(),
  phoneCode: text('phone_code').notNull(),
});

export const users = pgTable(
  'users',
  {
    uniqueId: uuid('unique_id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    firstNameAr: text('first_name_ar'),
    middleNameAr: text('middle_name_ar'),
    lastNameAr: text('last_name_ar'),
    companyName: text('company_name'),
    trn: text('trn'),
    profilePhoto: fileRef('profile_photo'),
    eid: text('eid'),
    isEidVerified: boolean('is_eid_verified').notNull().default(false),
    eidFront: fileRef('eid_front'),
    eidBack: fileRef('eid_back'),
    dob: ts('dob'),
    /** 1 male, 2 female. */
    gender: integer('gender'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    mobileNumber: text('mobile_number'),
    countryId: integer('country_id')
      .notNull()
      .default(1)
      .references(() => countries.id),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    role: text('role', { enum: ['customer', 'staff'] })
      .notNull()
      .default('customer'),
    createdAt: createdAt(),
  },
  (t) => [unique('users_mobile').on(t.countryId, t.mobileNumber)],
);

/** Session tokens: only a SHA-256 of the token is stored; revoked_at ends it. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.uniqueId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    deviceId: text('device_id'),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);

/** One-time codes (sign-up, reset, email change): hashed, 10-minute expiry, attempts capped, single use. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['sign-up', 'reset-password', 'change-email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** The token handed back with the code request, binding the verify call to it. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id'),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: ts('used_at'),
    verifiedAt: ts('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_email_idx').on(t.email, t.purpose)],
);

export const addresses = pgTable('addresses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.uniqueId, { onDelete: 'cascade' }),
  label: text('label').notNull().default(''),
  name: text('name').notNull().default(''),
  line1: text('line1').notNull(),
  line2: text('line2').notNull().default(''),
  city: text('city').notNull().default(''),
  emirate: text('emirate').notNull().default(''),
  countryId: integer('country_id')
    .notNull()
    .default(1)
    .references(() => countries.id),
  phone: text('phone').notNull().default(''),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
});
