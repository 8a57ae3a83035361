// The hosted test card payment pages (browser-facing, no bearer: a payment provider's page,
// docs/product/contract.md#browser-navigations).
//   GET  /payment/card?uid&oid&lang&env   the card form for an unpaid order of that user (already paid → success)
//   POST /payment/card?uid&oid&lang&env   one attempt → 303 to ${SITE_URL}/{lang}/payment?status=success|failed&oid=
//   GET  /payment/pay-link?id=<token>&env 302 to the card page of that order; unknown or paid → 404 'Invalid or Expired Link'
import type { OpenAPIHono } from '@hono/zod-openapi';
import { formatAmount } from '@shared/money/format';
import type { Context } from 'hono';
import { localePath, paymentReturnPath } from '@shared/routes';
import type { AppEnv, Deps, Lang } from '../http/types';
import { cardFormPage, invalidLinkPage, readCardForm } from '../services/commerce/card-page';
import { findByPayLink, findPayable, payOrder } from '../services/commerce/payments';

const langOf = (v: string | undefined, fallback: string = 'en'): Lang => ((v ?? fallback) === 'ar' ? 'ar' : 'en');
const envOf = (v: string | undefined) => (v === 'prod' ? 'prod' : 'test');

// form-action also covers the redirect that answers the form: the site's origin must be allowed, or the browser
// blocks the 303 back to ${SITE_URL}/{lang}/payment.
function html(c: Context<AppEnv>, body: string, status: 200 | 404 | 422 = 200, siteOrigin = '') {
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${siteOrigin ? ` ${siteOrigin}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
  );
  return c.html(body, status);
}

export function registerPayment(app: OpenAPIHono<AppEnv>, { db, clock, config, jobs }: Deps) {
  const back = (lang: Lang, status: 'success' | 'failed', oid: string) =>
    `${config.siteUrl.replace(/\/+$/, '')}${localePath(lang, paymentReturnPath(status, oid))}`;

  app.get('/payment/card', async (c) => {
    const { uid = '', oid = '' } = c.req.query();
    const order = await findPayable(db, oid, uid.toLowerCase());
    const lang = langOf(c.req.query('lang'), order?.preferredLanguage);
    if (!order) return html(c, invalidLinkPage(lang), 404);
    if (order.statusId === 2) return c.redirect(back(lang, 'success', order.uniqueId), 303);
    return html(
      c,
      cardFormPage({ lang, orderNumber: order.orderNumber, totalAed: formatAmount(order.totalFils, 'en') }),
      200,
      new URL(config.siteUrl).origin,
    );
  });

  app.post('/payment/card', async (c) => {
    const { uid = '', oid = '' } = c.req.query();
    const order = await findPayable(db, oid, uid.toLowerCase());
    const lang = langOf(c.req.query('lang'), order?.preferredLanguage);
    if (!order) return html(c, invalidLinkPage(lang), 404);
    if (order.statusId === 2) return c.redirect(back(lang, 'success', order.uniqueId), 303);
    const form = await c.req.parseBody();
    const card = readCardForm(form, clock());
    if (Object.keys(card.errors).length) {
      return html(
        c,
        cardFormPage({
          lang,
          orderNumber: order.orderNumber,
          totalAed: formatAmount(order.totalFils, 'en'),
          name: card.name,
          errors: card.errors,
        }),
        422,
        new URL(config.siteUrl).origin,
      );
    }
    const outcome = await payOrder(
      db,
      order.uniqueId,
      order.userId,
      { number: card.number, last4: card.number.slice(-4) },
      clock(),
      config.lifecycle.waitlistOfferHours * 3_600_000,
    );
    jobs.kick(); // payment received or failed, and any waitlist offer of a released seat
    if (outcome === 'invalid') return html(c, invalidLinkPage(lang), 404);
    const ok = outcome === 'paid' || outcome === 'already_paid';
    return c.redirect(back(lang, ok ? 'success' : 'failed', order.uniqueId), 303);
  });

  app.get('/payment/pay-link', async (c) => {
    const order = await findByPayLink(db, c.req.query('id') ?? '');
    const lang = langOf(c.req.query('lang'), order?.preferredLanguage);
    if (!order) return html(c, invalidLinkPage(lang), 404);
    const q = new URLSearchParams({ uid: order.userId, oid: order.uniqueId, lang, env: envOf(c.req.query('env')) });
    // Relative: the browser stays on the origin it reached this server by.
    return c.redirect(`/payment/card?${q}`, 302);
  });
}
