// Nothing to start. Without this file Turbopack, whose root is the repo (for its node_modules), takes the site's
// instrumentation.ts, which refuses to start without the site's secrets.
export function register() {}
