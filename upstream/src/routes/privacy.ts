// Personal data (UAE PDPL), extension endpoints: consents, the data export, the account deletion.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/privacy';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import { currentConsents, recordConsents } from '../services/privacy/consents';
import { deleteAccount } from '../services/privacy/delete-account';
import { exportData } from '../services/privacy/export';

export function registerPrivacy(app: OpenAPIHono<AppEnv>, { db, clock }: Deps) {
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string; // auth 'user'

  mount(app, ep.getConsents, async ({ c }) => currentConsents(db, me(c)));
  mount(app, ep.setConsents, async ({ body, c }) => recordConsents(db, me(c), body, clock()));
  mount(app, ep.exportData, async ({ c }) => exportData(db, me(c), clock()));
  mount(app, ep.deleteAccount, async ({ body, c }) => deleteAccount(db, me(c), body.Password, clock()));
}
