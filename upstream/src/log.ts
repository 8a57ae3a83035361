// Structured JSON logs of the upstream (pino, one line per event on stdout), in the shape of the web's lib/log:
// level, time, `service: "upstream"`, and `requestId` when the event belongs to a request (the x-request-id the
// web sent, http/request-log.ts), so one request can be followed through both logs
// (docs/architecture.md#logs-and-request-ids).
import pino, { type DestinationStream, type Logger } from 'pino';

export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'upstream' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The process's logger. startServer sets its level from LOG_LEVEL (config.ts). */
export const logger: Logger = createLogger();
