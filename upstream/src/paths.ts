// Where the upstream's files are, whether it runs from its sources (tsx: this file is upstream/src/paths.ts) or from
// the bundle `npm run upstream:build` writes (upstream/dist/main.cjs, where every module shares the bundle's
// __dirname): the folder that holds drizzle/meta/_journal.json, looked for upwards.
import fs from 'node:fs';
import path from 'node:path';

function findUpstreamDir(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no upstream folder (drizzle/meta/_journal.json) above ${start}`);
  }
}

/** The upstream folder (its drizzle migrations, its sources). */
export const UPSTREAM_DIR = findUpstreamDir(__dirname);
/** The repository (node_modules, lib/, tsconfig.json). */
export const REPO_ROOT = path.dirname(UPSTREAM_DIR);
