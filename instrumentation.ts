/**
 * Runs once when a server starts (`next start`, `next dev`; never during `next build`). The Node-only part is
 * imported behind the runtime check in the form Next documents, so the Edge bundle never contains it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkSettings } = await import('./instrumentation-node');
    checkSettings();
  }
}
