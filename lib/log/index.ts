import 'server-only';
import pino, { type Logger } from 'pino';
import { settings } from '@/lib/settings';

/**
 * Structured JSON logs of the web server (one line per event, on stdout): level, time, `service: "web"`,
 * the instance (`node`), and `requestId` when the event belongs to a request (x-request-id, made in proxy.ts
 * and sent to the upstream, whose request log carries the same id). LOG_LEVEL sets the threshold (info).
 */
export const logger: Logger = pino({
  level: settings().logLevel,
  base: { service: 'web', node: settings().node },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  // Never log secrets that may ride along in a context object.
  redact: {
    paths: [
      'token',
      'password',
      'otp',
      '*.token',
      '*.password',
      '*.otp',
      'headers.authorization',
      'headers["x-secret-token"]',
      'headers.cookie',
    ],
    censor: '[redacted]',
  },
});

/** A child logger bound to one request. */
export function requestLogger(requestId: string | null | undefined, bindings: Record<string, unknown> = {}): Logger {
  return requestId ? logger.child({ requestId, ...bindings }) : logger.child(bindings);
}
