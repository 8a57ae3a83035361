// Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise files in the outbox folder
// (so codes and enquiries are readable in development and tests without a mail server).
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files attached to the message (the order's PDF documents). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /**
   * An iCalendar invitation sent as the message's own `text/calendar; method=…` alternative (RFC 6047), so mail
   * clients show it as an invitation with answer buttons, not only as a file.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** A Message-ID of its own, stable across attempts of one message (else nodemailer makes a new one). */
  messageId?: string;
  /** Machine-readable extras for tests and the dev outbox page (e.g. { otp: '123456' }); never sent over SMTP. */
  meta?: Record<string, unknown>;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

const MAIL_FROM = 'Real Estate Training Institute <no-reply@institute.example>';

/** The nodemailer message of one MailMessage (meta stays out of it). */
function envelope(m: MailMessage): SendMailOptions {
  return {
    from: MAIL_FROM,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    replyTo: m.replyTo,
    attachments: m.attachments,
    icalEvent: m.icalEvent,
    ...(m.messageId ? { messageId: m.messageId } : {}),
  };
}

function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(m) {
      const info = await transport.sendMail(envelope(m));
      return { id: String(info.messageId) };
    },
  };
}

/** Writes each message as `<time>-<id>.eml` (the real MIME text) and a `.json` summary that outbox.ts reads. */
function createOutboxMailer(outboxDir: string): Mailer {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const id = randomUUID();
      const date = new Date();
      const base = `${date.toISOString().replace(/[:.]/g, '-')}-${id}`;
      const info = await stream.sendMail(envelope(m));
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.writeFile(path.join(outboxDir, `${base}.eml`), info.message as Buffer);
      const summary = {
        id,
        date: date.toISOString(),
        from: MAIL_FROM,
        messageId: info.messageId,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? null,
        replyTo: m.replyTo ?? null,
        meta: m.meta ?? {},
        attachments: (m.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
        calendar: m.icalEvent ? { method: m.icalEvent.method } : null,
      };
      await fs.writeFile(path.join(outboxDir, `${base}.json`), JSON.stringify(summary, null, 2));
      return { id };
    },
  };
}

export function createMailer(opts: { smtpUrl?: string; outboxDir: string }): Mailer {
  return opts.smtpUrl ? createSmtpMailer(opts.smtpUrl) : createOutboxMailer(opts.outboxDir);
}
