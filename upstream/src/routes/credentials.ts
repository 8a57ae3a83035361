// Certificates anyone can verify and share, extension endpoints: lookup by number, the caller's certificates,
// their Open Badges 3.0 credentials, and the public keys that verify them.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/credentials';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import { findCertificateByNumber, listMyCertificates } from '../services/certificates/lookup';
import { publishedKey, signOpenBadge } from '../services/certificates/open-badge';

export function registerCredentials(app: OpenAPIHono<AppEnv>, { db, config }: Deps) {
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string; // auth 'user'

  mount(app, ep.findCertificate, async ({ query }) => findCertificateByNumber(db, query.number));
  mount(app, ep.getMyCertificates, async ({ c }) => listMyCertificates(db, me(c)));
  mount(app, ep.getCertificateCredential, async ({ query, c }) =>
    signOpenBadge(db, config, { uid: me(c), type: query.type, cid: query.cid, lang: c.get('auth').lang }),
  );
  mount(app, ep.getCredentialKeys, async () => ({ keys: [await publishedKey(config)] }));
}
