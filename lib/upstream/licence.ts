import 'server-only';
import * as contract from '@/lib/contract';
import type { LicenceInput } from '@/lib/contract/entities/licence';
import { upstreamFetch, type CallerContext } from './client';

/**
 * The broker licence calls (a contract extension, lib/contract/endpoints/licence). On an API without them every
 * call answers `{ ok: false, error: { kind: 'unavailable' } }` (isUnavailable): the caller hides the feature.
 */

/** The caller's licence with its timeline, or null. */
export const getLicence = (ctx: CallerContext) => upstreamFetch(contract.getLicence, { ctx });

export const saveLicence = (body: LicenceInput, ctx: CallerContext) =>
  upstreamFetch(contract.saveLicence, { body, ctx });

export const deleteLicence = (ctx: CallerContext) => upstreamFetch(contract.deleteLicence, { body: {}, ctx });

/** Staff: customers whose cards expire within `days` days. */
export const expiringLicences = (days: number, ctx: CallerContext) =>
  upstreamFetch(contract.expiringLicences, { query: { days }, ctx });
