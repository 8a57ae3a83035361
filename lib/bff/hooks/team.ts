import useSWR from 'swr';
import type { BffAnswer, TeamAnswer } from '@/lib/bff/answer-types';
import { answerOf, fetchAnswer, postAnswer } from '@/lib/bff/client';

/**
 * The browser's side of team buying (app/api/company/team, lib/bff/company-buy.ts): the caller's company with their
 * cart's team lines, one SWR key for "Buy for my team" on every card of a page and for the cart.
 */
export const TEAM_KEY = '/api/company/team';
export const TEAM_API = { line: '/api/company/team/line', order: '/api/company/team/order' } as const;

type TeamState = Extract<TeamAnswer, { ok: true }>;

async function fetchTeam(): Promise<TeamState> {
  const { ok, status, body } = await fetchAnswer<TeamAnswer>(TEAM_KEY, { cache: 'no-store' });
  if (status === 401) return { ok: true, company: null, team: null };
  if (!ok || !body?.ok) throw new Error(`team ${status}`);
  return body;
}

/** The caller's company and team lines; `enabled` false (a visitor, no extension) asks nothing. */
export function useTeam(enabled: boolean) {
  return useSWR(enabled ? TEAM_KEY : null, fetchTeam, { revalidateOnFocus: true, shouldRetryOnError: false });
}

export async function postTeam<T extends object = object, F extends object = object>(
  action: keyof typeof TEAM_API,
  body: unknown,
  lang: string,
): Promise<BffAnswer<T, F>> {
  return answerOf(await postAnswer<BffAnswer<T, F>>(TEAM_API[action], body, { lang }));
}
