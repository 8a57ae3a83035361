// `npm run upstream:build`: the upstream compiled into one CommonJS file, upstream/dist/main.cjs, so production starts
// it with plain node instead of transpiling ~400 TypeScript modules through tsx at every start (issue 46,
// docs/performance.md#start-up; scripts/upstream-start-time.mjs measures both ways). Packages stay
// external (resolved from the repo's node_modules); the shared lib/ modules the upstream imports are bundled in.
// Files read at run time (drizzle migrations, the PDF worker's entry) are found from upstream/src/paths.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const UPSTREAM_BUNDLE = path.join(root, 'upstream', 'dist', 'main.cjs');

export async function buildUpstream() {
  const started = performance.now();
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'upstream', 'src', 'main.ts')],
    outfile: UPSTREAM_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'upstream', 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return Math.round(performance.now() - started);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildUpstream();
  console.log(`upstream built into ${path.relative(root, UPSTREAM_BUNDLE)} in ${ms} ms`);
}
