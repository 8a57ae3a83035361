/**
 * Company accounts' value rules, free of zod, so the browser's form and the contract check the same
 * (docs/company.md). A billing contact's phone: an optional +, then 7 to 20 digits, spaces or dashes.
 */
export const COMPANY_PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

/** Longest value each field of the company form takes (the contract's limits). */
export const COMPANY_MAX = {
  LegalName_en: 200,
  LegalName_ar: 200,
  TradeLicenseNumber: 40,
  TradeLicenseAuthority: 120,
  Line1: 200,
  Line2: 200,
  City: 80,
  POBox: 20,
  BillingContactName: 120,
  BillingContactEmail: 254,
  BillingContactPhone: 20,
} as const;
