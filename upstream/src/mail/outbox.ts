// Reads the outbox folder written by createOutboxMailer: newest first. Used by GET /dev/outbox and tests.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  id: string;
  date: string;
  from: string;
  /** The Message-ID header sent. */
  messageId?: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  meta: Record<string, unknown>;
  /** Attached files (the full MIME text is the `.eml` beside the summary). */
  attachments?: { filename: string; contentType: string; size: number }[];
  calendar?: { method: string } | null;
  /** Path of the message's MIME text (added when read). */
  eml?: string;
}

export async function readOutbox(
  outboxDir: string,
  opts: { to?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch {
    return []; // no mail sent yet
  }
  const jsonNames = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse();
  const out: OutboxMessage[] = [];
  for (const n of jsonNames) {
    const msg = JSON.parse(await fs.readFile(path.join(outboxDir, n), 'utf8')) as OutboxMessage;
    msg.eml = path.join(outboxDir, n.replace(/\.json$/, '.eml'));
    if (opts.to && msg.to.toLowerCase() !== opts.to.toLowerCase()) continue;
    out.push(msg);
    if (opts.limit && out.length >= opts.limit) break;
  }
  return out;
}
