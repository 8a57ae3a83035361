import { settings, SettingsError } from '@/lib/settings';

/**
 * The settings are read and checked when a Node server starts, so a production server with a missing or development
 * secret stops before it serves anyone, with the setting's name on stderr (lib/settings). Plain stderr, not the
 * logger: the logger's own settings are among those being checked.
 */
export function checkSettings(): void {
  try {
    settings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
