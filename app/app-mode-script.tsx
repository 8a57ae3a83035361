import { APP_MODE_SCRIPT } from '@/lib/app-mode/script';

/** The app-mode script (lib/app-mode/script.ts), inline in <head> so it runs before first paint. */
export function AppModeScript() {
  return <script id="app-mode" dangerouslySetInnerHTML={{ __html: APP_MODE_SCRIPT }} />;
}
