import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { MemTypeSchema } from '../constants/media-types';
import { queryIntOf } from '../primitives';
import { MembershipSchema } from '../entities/membership';

/** type 0 memberships, 1 books (spec's "Mambership" spelling kept in the path). */
export const getMembershipsAndBooks = defineEndpoint({
  method: 'GET',
  path: 'MambershipsAndBooks/get-memberships-and-books',
  summary: 'The memberships (type 0) or books (type 1) on sale',
  query: z.object({ type: queryIntOf(MemTypeSchema) }),
  response: z.array(MembershipSchema),
});

export const membershipsAndBooksEndpoints = { getMembershipsAndBooks } as const;
