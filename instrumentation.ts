/**
 * Runs once when a server starts (`next start`, `next dev`; never during `next build`): the settings are read and
 * checked here, so a production server with a missing or development secret stops before it serves anyone, with the
 * setting's name on stderr (lib/settings).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { settings, SettingsError } = await import('@/lib/settings');
  try {
    settings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    // Plain text on stderr, not lib/log: the logger is built from these very settings, and the operator reads
    // this line at the prompt.
    console.error(error.message);
    process.exit(1);
  }
}
