/**
 * Checkpointed claims pull under load: `npx tsx bench/pull.bench.ts [pglite|postgres]`.
 * Seeds the demo data plus 100,000 claims in the demo organization (one bulk INSERT … SELECT per
 * 20,000 rows), starts the real server on loopback, and points wrk (a separate process: `apt-get
 * install -y wrk`) at `GET /api/organizations/{org}/claims?limit=500&checkpoint=…` with the owner's
 * bearer token for 12 s. The checkpoint sits in the middle of the table, so every request reads a
 * full page of 500 claims through the (organization_id, updated_at, id) index.
 * postgres needs TEST_DATABASE_URL; a throwaway database is created and dropped.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../server/app';
import { openDatabase, pgliteInMemory } from '../server/db/client';
import type { Database } from '../server/db/client';
import type { DatabaseConfig } from '../server/config';
import { queryRows } from '../server/db/execute';
import { runMigrations } from '../server/db/migrate';
import { seedDemo } from '../server/seed/demo-seed';
import { testConfig } from '../test/server/helpers/test-app';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const CLAIMS = 100_000;
const CHUNK = 20_000;
const DURATION = '12s';
const log = (line: string) => process.stdout.write(`${line}\n`);

async function open(): Promise<{
  database: Database;
  config: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  if (kind === 'pglite') {
    const config = pgliteInMemory();
    return { database: await openDatabase(config), config, drop: async () => undefined };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('set TEST_DATABASE_URL for the postgres run');
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const config: DatabaseConfig = { kind: 'postgres', url: target.toString() };
  return {
    database: await openDatabase(config),
    config,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function bulkClaims(database: Database, organizationId: string) {
  for (let start = 0; start < CLAIMS; start += CHUNK) {
    await database.db.execute(sql`
      insert into claims (id, organization_id, claim_number, status, policy_number, client_name,
        customers, date_of_loss, address, city, state, zip_code, estimated_value, description)
      select gen_random_uuid()::text, ${organizationId}, 'BENCH-' || lpad(n::text, 6, '0'),
        (array['New','In Progress','Pending Client','Pending Insurance','Appraisal','Settled','Closed'])[1 + n % 7],
        'HO-' || n, 'Referral ' || (n % 50),
        jsonb_build_array(jsonb_build_object('id', 'c-' || n, 'name', 'Customer ' || n, 'isPrimary', true)),
        date '2026-01-01' - (n % 300), (100 + n % 9000) || ' Main Street', 'Springfield', 'IL',
        lpad((60000 + n % 999)::text, 5, '0'), (n % 400) * 500, 'Water damage in the kitchen'
      from generate_series(${start + 1}::int, ${start + CHUNK}::int) as n`);
  }
  await database.db.execute(sql`analyze claims`);
}

// Asynchronous: the server answers from this process's event loop while wrk runs.
async function runWrk(url: string, token: string) {
  const { stdout: output } = await promisify(execFile)(
    'wrk',
    ['-t2', '-c8', `-d${DURATION}`, '--latency', '-H', `Authorization: Bearer ${token}`, url],
    { encoding: 'utf8' },
  );
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  const p50 = /\s50%\s+([\d.]+\w+)/.exec(output)?.[1];
  const p99 = /\s99%\s+([\d.]+\w+)/.exec(output)?.[1];
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? '0';
  return { rps, p50, p99, errors, output };
}

const opened = await open();
try {
  const started = performance.now();
  await runMigrations(opened.database);
  await seedDemo(opened.database.db);
  const [org] = await queryRows<{ id: string }>(
    opened.database.db,
    sql`select id from organizations where name = 'Demo Adjusting Co.'`,
  );
  await bulkClaims(opened.database, org!.id);
  log(`${kind}: seeded ${CLAIMS} claims in ${Math.round(performance.now() - started)} ms`);

  const app = await buildApp(testConfig({ database: opened.config }), {
    database: opened.database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'Demo#2026pass' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const [middle] = await queryRows<{ updated_at: string; id: string }>(
    opened.database.db,
    sql`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at, id
        from claims where organization_id = ${org!.id} order by updated_at, id offset ${CLAIMS / 2} limit 1`,
  );
  const url = `${base}/api/organizations/${org!.id}/claims?limit=500&checkpoint=${encodeURIComponent(JSON.stringify(middle))}`;
  const probe = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const page = (await probe.json()) as { data: unknown[] };
  log(
    `${kind}: probe ${probe.status}, ${page.data.length} claims, ${(await fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer())).byteLength} bytes per page`,
  );

  const result = await runWrk(url, token);
  if (!Number(result.rps)) log(result.output);
  log(
    `${kind}: ${result.rps} requests/s, p50 ${result.p50}, p99 ${result.p99}, non-2xx ${result.errors} (wrk -t2 -c8 -d${DURATION})`,
  );
  await app.close();
} finally {
  await opened.database.close();
  await opened.drop();
}
