import type { AnyEndpoint } from '../define-endpoint';
import { academicProgramsEndpoints } from './academic-programs';
import { cartEndpoints } from './cart';
import { coursesEndpoints } from './courses';
import { filesEndpoints } from './files';
import { membershipsAndBooksEndpoints } from './memberships-and-books';
import { sharedEndpoints } from './shared';
import { userEndpoints } from './user';

export * from './academic-programs';
export * from './cart';
export * from './courses';
export * from './files';
export * from './memberships-and-books';
export * from './shared';
export * from './user';

/** All endpoints grouped by area (spec 7): `endpoints.shared.getSettings`, `endpoints.cart.getCart`, … */
export const endpoints = {
  shared: sharedEndpoints,
  courses: coursesEndpoints,
  academicPrograms: academicProgramsEndpoints,
  cart: cartEndpoints,
  membershipsAndBooks: membershipsAndBooksEndpoints,
  user: userEndpoints,
  files: filesEndpoints,
} as const;

/** Flat list of every endpoint (for route registration and the OpenAPI document). */
export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpoints).flatMap((group): AnyEndpoint[] =>
  Object.values(group),
);
