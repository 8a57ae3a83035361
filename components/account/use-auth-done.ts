'use client';

import { notifyAuthChange, type AuthEvent } from './auth-channel';

/**
 * After a login or logout: tell the other tabs, then load the next page in full, so nothing rendered for
 * the previous visitor (router cache, SWR data) survives the change of user.
 */
export function useAuthDone() {
  return async (event: AuthEvent, to: string) => {
    notifyAuthChange(event);
    window.location.assign(to);
  };
}
