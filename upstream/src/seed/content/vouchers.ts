import type { SeedVoucher } from './types';

/**
 * Vouchers for commerce tests:
 * - WELCOME10: 10% off, valid (from 30 days ago to 365 days ahead), unlimited.
 * - SAVE200:   AED 200 off, valid, minimum subtotal AED 1,000, unlimited.
 * - EXPIRED15: 15% off, expired yesterday (valid -120..-1) → must be rejected.
 * - LIMITED5:  5% off, valid, usage limit 5 with 4 already used → the 5th use succeeds, the 6th fails.
 */
export const vouchers: SeedVoucher[] = [
  {
    Code: 'WELCOME10',
    DiscountType: 'percent',
    Amount: 10,
    ValidFromOffsetDays: -30,
    ValidToOffsetDays: 365,
    UsageLimit: null,
    UsedCount: 0,
    IsActive: true,
    MinSubTotal: 0,
    Description: '10% welcome discount, valid',
  },
  {
    Code: 'SAVE200',
    DiscountType: 'fixed',
    Amount: 200,
    ValidFromOffsetDays: -30,
    ValidToOffsetDays: 365,
    UsageLimit: null,
    UsedCount: 0,
    IsActive: true,
    MinSubTotal: 1000,
    Description: 'AED 200 off orders of AED 1,000 or more, valid',
  },
  {
    Code: 'EXPIRED15',
    DiscountType: 'percent',
    Amount: 15,
    ValidFromOffsetDays: -120,
    ValidToOffsetDays: -1,
    UsageLimit: null,
    UsedCount: 3,
    IsActive: true,
    MinSubTotal: 0,
    Description: '15% off, expired',
  },
  {
    Code: 'LIMITED5',
    DiscountType: 'percent',
    Amount: 5,
    ValidFromOffsetDays: -30,
    ValidToOffsetDays: 365,
    UsageLimit: 5,
    UsedCount: 4,
    IsActive: true,
    MinSubTotal: 0,
    Description: '5% off, usage limit 5 (4 used: one use left)',
  },
];
