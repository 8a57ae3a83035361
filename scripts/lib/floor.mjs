// The floor of `npm run lighthouse`: a prerendered Next.js page with one client component (scripts/lighthouse-floor),
// built from the repo's own Next and React and measured in the same run as the site. It scored 99 on a quiet two-core
// machine and 84-90 on a slower one: the site's figures read against it, not only against the targets.
import { root, run, runToEnd, waitForHttp } from './processes.mjs';
import path from 'node:path';

const APP = path.join(root, 'scripts', 'lighthouse-floor');

/** Builds and starts the floor page; resolves to its URL. */
export async function startFloor({ port = 3599 } = {}) {
  // Built and started in its own folder, a project of its own (its instrumentation.js says why it has one).
  await runToEnd('floor build', 'next', ['build'], { quiet: true, cwd: APP });
  const child = run('floor', 'next', ['start', '-p', String(port)], { quiet: true, cwd: APP });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, { child });
  return url;
}
