// Cart/get-e-invoice (contract extension, lib/contract/endpoints/e-invoice.ts): same query and same access as
// Cart/get-order (the oid must belong to the uid, read by its owner, staff or a signed link); data null when unknown,
// not applicable or not the caller's to read: an extension never answers 404 for a domain outcome.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/e-invoice';
import { mayReadDocumentsOf } from '../http/document-reader';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import { getEInvoice } from '../services/einvoice/order-document';

export function registerEInvoice(app: OpenAPIHono<AppEnv>, { db, config }: Deps) {
  mount(app, ep.getEInvoice, async ({ query, c }) =>
    mayReadDocumentsOf(c.get('auth'), query.uid)
      ? getEInvoice(db, config.institute, query.oid, query.uid.toLowerCase(), query.type)
      : null,
  );
}
