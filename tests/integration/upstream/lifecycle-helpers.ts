// Helpers of the booking-lifecycle suites: the outbox read back as real MIME (mailparser), attached PDFs read with
// pdftotext, the hosted card page, and a movable clock.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { readOutbox, type OutboxMessage } from '../../../upstream/src/mail/outbox';
import type { TestContext } from './harness';

export type Mail = OutboxMessage & { parsed: ParsedMail };

/** Every message sent to `to` (oldest first), parsed from its .eml. */
export async function mailsTo(t: TestContext, to: string): Promise<Mail[]> {
  const list = (await readOutbox(t.outboxDir, { to })).reverse();
  return Promise.all(list.map(async (m) => ({ ...m, parsed: await simpleParser(fs.readFileSync(m.eml!)) })));
}

export const ofKind = (mails: Mail[], kind: string) => mails.filter((m) => m.meta.kind === kind);

/** The text of a PDF as pdftotext reads it. */
export function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mail-pdf-')), 'doc.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** The text/calendar part of a message (the invitation), as sent. */
export function calendarPart(m: Mail): { method: string; ics: string } {
  const raw = fs.readFileSync(m.eml!, 'utf8');
  const method = /Content-Type: text\/calendar; charset=utf-8; method=(\w+)/i.exec(raw)?.[1] ?? '';
  const alt = (m.parsed as ParsedMail & { textAsHtml?: string }).attachments.find((a) =>
    a.contentType.startsWith('text/calendar'),
  );
  return { method, ics: alt ? alt.content.toString('utf8') : '' };
}

/** One card attempt at the hosted page (4242… approved, 4000 0000 0000 0002 declined). */
export function payByCard(t: TestContext, oid: string, uid: string, number = '4242 4242 4242 4242') {
  const form = new URLSearchParams({ name: 'Layla Haddad', number, expiry: '12/34', cvc: '123' });
  return t.app.request(`/payment/card?uid=${uid}&oid=${oid}&lang=en&env=test`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

/** A clock the test moves. */
export function movableClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (d: Date) => {
      now = d.getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
