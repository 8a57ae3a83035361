import 'server-only';
import { loadWebSettings, type WebSettings } from './web';

export type { WebSettings } from './web';
export { SettingsError } from './secrets';

let current: WebSettings | null = null;

/**
 * The web's settings, read from the environment once (instrumentation.ts reads them when the server starts, so a
 * production start with a missing or development secret stops there, naming it). Every module reads its settings
 * here, never process.env.
 */
export function settings(): WebSettings {
  return (current ??= loadWebSettings(process.env));
}

/** Tests: read the environment again after changing it. */
export function reloadSettings(): WebSettings {
  current = null;
  return settings();
}
