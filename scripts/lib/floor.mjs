// The floor of `npm run lighthouse`: a prerendered Next.js page with one client component (scripts/lighthouse-floor),
// built from the repo's own Next and React and measured in the same run as the site. On a fast machine it scores
// 97-99; on a shared two-core one, far less: the site's figures read against it, not only against the targets.
import { root, run, runToEnd, waitForHttp } from './processes.mjs';
import path from 'node:path';

const APP = path.join(root, 'scripts', 'lighthouse-floor');

/** Builds and starts the floor page; resolves to its URL. */
export async function startFloor({ port = 3599 } = {}) {
  // Run from its own folder: Next looks for instrumentation.ts in the working directory too, and the site's would
  // start with it (and refuse to, without the site's secrets).
  await runToEnd('floor build', 'next', ['build'], { quiet: true, cwd: APP });
  const child = run('floor', 'next', ['start', '-p', String(port)], { quiet: true, cwd: APP });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, { child });
  return url;
}
