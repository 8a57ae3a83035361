// The racing customers of `npm run faults`: each signs up through the BFF as the registration screen does (code read
// from the upstream's dev outbox, as e2e/support/accounts.ts does), then books one program with pay later: add it to
// the cart, submit. A refusal sends the customer to the next program; a failure that is not an answer (a 5xx, a
// refused connection, a timeout) is retried, as a customer retries, until the customer's deadline. Requests go to the
// web instances in turn, as a load balancer sends them, and to the other instance when one refuses the connection.
// Every request and answer is recorded (fault-stats.mjs) under its endpoint.
import { setTimeout as sleep } from 'node:timers/promises';

const PASSWORD = 'Faults#2026';
/** Longest wait for one answer: a request that hangs longer counts as failed and is retried. */
const REQUEST_TIMEOUT_MS = 20_000;

/** A made-up client address per customer (X-Forwarded-For, which the rate limits key on), as one proxy of ours sends. */
const addressOf = (i) => `198.18.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`;

/** Whether an answer is no answer: worth retrying. 429 is a refusal to retry later; 5xx and no answer are failures. */
const transient = (status) => typeof status !== 'number' || status >= 500 || status === 429;

export function createCustomer({ index, runId, baseUrls, siteUrl, upstreamUrl, recorder, isUp }) {
  const email = `faults.${runId}.${index}@example.com`;
  const cookies = new Map();
  /** Requests sent and not yet answered, per path (the run kills the upstream while submits are in flight). */
  const pending = new Map();
  let turn = index;

  /** One request through the "load balancer"; `{ status, body }`, status being a client error code when no answer. */
  async function call(method, path, body) {
    const endpoint = `${method} ${path}`;
    let last = { status: 'error', body: null };
    for (let tries = 0; tries < baseUrls.length; tries++) {
      // Instances the run knows to be down are skipped, as a load balancer's health check skips them.
      let i = turn++ % baseUrls.length;
      if (!isUp(i)) i = (i + 1) % baseUrls.length;
      const started = performance.now();
      pending.set(path, (pending.get(path) ?? 0) + 1);
      try {
        const res = await fetch(`${baseUrls[i]}${path}`, {
          method,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            origin: siteUrl,
            'x-forwarded-for': addressOf(index),
            cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          redirect: 'manual',
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair, ...attrs] = line.split(';');
          const eq = pair.indexOf('=');
          const name = pair.slice(0, eq).trim();
          const value = pair.slice(eq + 1).trim();
          if (!value || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) cookies.delete(name);
          else cookies.set(name, value);
        }
        const text = await res.text();
        recorder.record(endpoint, res.status, performance.now() - started);
        let parsed = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          // an HTML error page
        }
        return { status: res.status, body: parsed };
      } catch (error) {
        const code = error?.name === 'TimeoutError' ? 'timeout' : (error?.cause?.code ?? error?.code ?? 'error');
        recorder.record(endpoint, code, performance.now() - started);
        last = { status: code, body: null };
        // No answer at all: a refused connection is safe to send elsewhere at once; anything else the loop retries.
        if (code !== 'ECONNREFUSED') return last;
      } finally {
        pending.set(path, pending.get(path) - 1);
      }
    }
    return last;
  }

  /** Calls until an answer that is not transient, or the deadline; the last result. */
  async function until(deadline, method, path, body) {
    let pause = 500;
    for (;;) {
      const result = await call(method, path, body);
      if (!transient(result.status) || performance.now() + pause > deadline) return result;
      await sleep(pause);
      pause = Math.min(pause * 2, 3000);
    }
  }

  async function code(since, deadline) {
    while (performance.now() < deadline) {
      try {
        const res = await fetch(`${upstreamUrl}/dev/outbox?to=${encodeURIComponent(email)}&limit=1`, {
          signal: AbortSignal.timeout(5000),
        });
        const message = (await res.json()).data?.[0];
        if (message && Date.parse(message.date) >= since - 1000) {
          const found = /\b(\d{6})\b/.exec(`${message.subject}\n${message.text}`)?.[1];
          if (found) return found;
        }
      } catch {
        // the upstream is busy: ask again
      }
      await sleep(300);
    }
    return null;
  }

  const customer = {
    index,
    email,
    signedUp: false,
    /** 200 answers of submit: order ids (a retried submit may answer the same order again). */
    orderIds: [],
    /** Refusals, as `<step> <status> <error key>`. */
    refusals: [],
    /** How the customer's booking ended: ordered, refused, gave up, failed. */
    outcome: null,
    inFlight: (path) => pending.get(path) ?? 0,

    /** Signs up through the BFF: code e-mailed, code verified, account created (and signed in). */
    async signUp(deadlineMs) {
      const deadline = performance.now() + deadlineMs;
      const since = Date.now();
      const sent = await until(deadline, 'POST', '/api/auth/code', { purpose: 'signup', email });
      if (sent.status !== 200) throw new Error(`${email}: code not sent (${sent.status} ${JSON.stringify(sent.body)})`);
      const otp = await code(since, deadline);
      if (!otp) throw new Error(`${email}: no code in the outbox`);
      const verified = await until(deadline, 'POST', '/api/auth/verify', { otp });
      if (verified.status !== 200) throw new Error(`${email}: code refused (${verified.status})`);
      const created = await until(deadline, 'POST', '/api/auth/sign-up', {
        otp,
        FirstName: 'Faults',
        LastName: `Customer ${index}`,
        CountryID: 1,
        MobileNumber: `5${String(10_000_000 + index * 7919 + Math.floor(Math.random() * 1e6)).slice(-8)}`,
        password: PASSWORD,
        terms: true,
      });
      if (created.status !== 200 || !created.body?.ok)
        throw new Error(`${email}: sign-up refused (${created.status} ${JSON.stringify(created.body)})`);
      customer.signedUp = true;
    },

    /** Books the first program of `programIds` that takes them, with pay later, until `deadlineMs` from now. */
    async book(programIds, deadlineMs) {
      const deadline = performance.now() + deadlineMs;
      const gaveUp = (step, result) => {
        customer.outcome = transient(result.status) ? 'gave up' : 'failed';
        customer.refusals.push(`${step} ${result.status} ${result.body?.error ?? ''}`.trim());
      };
      for (const id of programIds) {
        const added = await until(deadline, 'POST', '/api/cart/add', { ItemID: id, ItemType: 'program' });
        if (added.status === 409) {
          customer.refusals.push(`add ${added.status} ${added.body?.error ?? ''}`.trim());
          // A retried add after an add whose answer was lost finds the program in the cart already: go on with it.
          const cart = await until(deadline, 'GET', '/api/cart');
          const inCart = cart.body?.cart?.lines?.some((l) => l.kind === 'program' && l.ItemID === id);
          if (!inCart) continue;
        } else if (added.status !== 200) {
          gaveUp('add', added);
          return;
        }
        const submitted = await until(deadline, 'POST', '/api/cart/submit', {
          terms: true,
          paymentMethod: 'pay_later',
        });
        if (submitted.status === 200 && submitted.body?.ok) {
          customer.orderIds.push(submitted.body.orderId);
          customer.outcome = 'ordered';
          return;
        }
        if (submitted.status !== 409) {
          gaveUp('submit', submitted);
          return;
        }
        customer.refusals.push(`submit 409 ${submitted.body?.error ?? ''}`.trim());
        // Full by now: take it out of the cart and try the next program.
        await until(deadline, 'POST', '/api/cart/remove', { ItemID: id, ItemType: 'program' });
      }
      customer.outcome = 'refused';
    },
  };
  return customer;
}
