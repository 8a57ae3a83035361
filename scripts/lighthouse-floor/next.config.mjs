// The floor `npm run lighthouse` measures beside the site (scripts/lib/floor.mjs): the least a Next.js page with one
// client component costs on this machine. Built from the repo's own node_modules, so the same Next and React.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const config = { poweredByHeader: false, turbopack: { root } };

export default config;
