// A database of its own on the PostgreSQL server (npm run faults): created fresh for one run and dropped after it,
// so a run never meets another run's data and leaves nothing behind.
import pg from 'pg';

/** The server's maintenance database, from which databases are created and dropped. */
const adminUrl = (serverUrl) => {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  return url.toString();
};

async function onAdmin(serverUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the server of `serverUrl`; answers its URL. */
export async function createDatabase(serverUrl, name) {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name`, closing its connections (a process killed by the run may have left some). */
export async function dropDatabase(serverUrl, name) {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onAdmin(serverUrl, `drop database if exists ${name} with (force)`);
}

/** A small pool on `url` for the run's own reads (the reconciliation) and set-up. */
export function pool(url) {
  const p = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5000 });
  p.on('error', () => undefined); // an idle connection lost while the run kills things: the next query reconnects
  return p;
}
