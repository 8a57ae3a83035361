/**
 * The shape of every BFF answer, shared by the route handlers and their client callers (no server code here, so a
 * client component may import it). `values`: what the message key interpolates (e.g. the minutes of a lock-out);
 * `F`: what a refusal of that route carries besides its key (the upstream's status, its message).
 */
export type BffAnswer<T extends object = object, F extends object = object> =
  ({ ok: true } & T) | ({ ok: false; error: string; values?: Record<string, number | string> } & Partial<F>);
