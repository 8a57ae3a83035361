// Starts the production stack the benchmark and Lighthouse use (web 3500, upstream 4500) and keeps it up,
// so `npm run bench -- --base-url` and `LH_BASE_URL=… npm run lighthouse` can measure the same build in turn.
import { startStack } from './lib/stack.mjs';
import { stopOnSignals } from './lib/processes.mjs';

stopOnSignals();
const { baseUrl } = await startStack({
  webPort: 3500,
  upstreamPort: 4500,
  dataDir: '.data-bench',
  distDir: '.next-bench',
  build: !process.argv.includes('--no-build'),
});
console.log(`stack ready at ${baseUrl}`);
