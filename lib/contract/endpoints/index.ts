import type { AnyEndpoint } from '../define-endpoint';
import { academicProgramsEndpoints } from './academic-programs';
import { billingEndpoints } from './billing';
import { cartEndpoints } from './cart';
import { cartVoucherEndpoints } from './cart-voucher';
import { companyEndpoints } from './company';
import { companyBuyEndpoints } from './company-buy';
import { companySeatsEndpoints } from './company-seats';
import { coursesEndpoints } from './courses';
import { eInvoiceEndpoints } from './e-invoice';
import { credentialEndpoints } from './credentials';
import { filesEndpoints } from './files';
import { licenceEndpoints } from './licence';
import { lifecycleEndpoints } from './lifecycle';
import { membershipsAndBooksEndpoints } from './memberships-and-books';
import { practiceExamEndpoints } from './practice-exams';
import { privacyEndpoints } from './privacy';
import { sessionSummaryEndpoints } from './session-summary';
import { sharedEndpoints } from './shared';
import { staffDashboardEndpoints } from './staff-dashboard';
import { userEndpoints } from './user';
import { wishlistEndpoints } from './wishlist';

export * from './academic-programs';
export * from './billing';
export * from './cart';
export * from './cart-voucher';
export * from './company';
export * from './company-buy';
export * from './company-seats';
export * from './courses';
export * from './e-invoice';
export * from './credentials';
export * from './files';
export * from './licence';
export * from './lifecycle';
export * from './memberships-and-books';
export * from './practice-exams';
export * from './privacy';
export * from './session-summary';
export * from './shared';
export * from './staff-dashboard';
export * from './user';
export * from './wishlist';

/**
 * All endpoints grouped by area (docs/product/contract.md#endpoints): `endpoints.shared.getSettings`,
 * `endpoints.cart.getCart`, …
 */
export const endpoints = {
  shared: sharedEndpoints,
  courses: coursesEndpoints,
  academicPrograms: academicProgramsEndpoints,
  cart: cartEndpoints,
  cartVoucher: cartVoucherEndpoints,
  membershipsAndBooks: membershipsAndBooksEndpoints,
  user: userEndpoints,
  files: filesEndpoints,
  // Extensions: capabilities this site adds to the institute's API (lib/contract/define-endpoint.ts).
  billing: billingEndpoints,
  eInvoice: eInvoiceEndpoints,
  wishlist: wishlistEndpoints,
  privacy: privacyEndpoints,
  credentials: credentialEndpoints,
  lifecycle: lifecycleEndpoints,
  sessionSummary: sessionSummaryEndpoints,
  licence: licenceEndpoints,
  practiceExams: practiceExamEndpoints,
  staffDashboard: staffDashboardEndpoints,
  company: companyEndpoints,
  companyBuy: companyBuyEndpoints,
  companySeats: companySeatsEndpoints,
} as const;

/** Flat list of every endpoint (for route registration and the OpenAPI document). */
export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpoints).flatMap((group): AnyEndpoint[] =>
  Object.values(group),
);
