// A bench's own PostgreSQL database beside the bench data (the visits and
// payments figures each make one and drop it when they end).
import pg from 'pg';

/** Runs `sql` on the maintenance database of `url`'s server. */
export async function onServer(url, ...sql) {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    for (const q of sql) await admin.query(q);
  } finally {
    await admin.end();
  }
}

/** A fresh database `name` beside the one of `url`; answers its URL. */
export async function freshDatabase(url, name) {
  await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
