// The staff dashboard's benchmark database (docs/staff-dashboard.md#measurements): where it lives and how the
// upstream is started on it. `npm run bench:dashboard` and scripts/dashboard-data.mjs share these.
import { buildUpstream } from '../build-upstream.mjs';
import { startUpstream } from './processes.mjs';

/** The PostgreSQL server (its maintenance database); BENCH_DATABASE_SERVER overrides it. */
export const SERVER = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DATABASE = 'dashboard_bench';
export const databaseUrl = () => {
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};
/** The benchmark's own secrets (development values would do; these make the bearer explicit). */
export const SIGNING_SECRET = 'dashboard-bench-signing-secret-0123456789';
export const ANON_TOKEN = 'dashboard-bench-anon';
export const PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 4421);

/** Builds and starts the upstream on the benchmark database (it migrates and seeds an empty one); waits for it. */
export async function startBenchUpstream() {
  await buildUpstream();
  const upstream = startUpstream({
    port: PORT,
    dataDir: '.data-dashboard-bench',
    compiled: true,
    env: {
      DATABASE_URL: databaseUrl(),
      UPSTREAM_SIGNING_SECRET: SIGNING_SECRET,
      UPSTREAM_ANON_TOKEN: ANON_TOKEN,
      JOBS: 'manual',
      LOG_LEVEL: 'warn',
    },
  });
  await upstream.ready();
  return upstream;
}
