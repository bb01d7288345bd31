/**
 * Checkpointed claims pull under load (issue 17, "Server"):
 *   `npx tsx bench/pull.bench.ts [pglite|postgres]`
 * Seeds the demo data plus 100,000 claims in the demo organization (one bulk INSERT … SELECT per
 * 20,000 rows), starts the real server on loopback, and puts load (bench/support/http-load.ts, a
 * separate process, 8 connections; wrk is not installed on every machine) on
 * `GET /api/organizations/{org}/claims?limit=500&checkpoint=…` with the owner's bearer token for
 * 12 s. The checkpoint sits in the middle of the table, so every request reads a full page of 500
 * claims through the (organization_id, updated_at, id) index.
 * In the same run, the raw baseline: a bare node:http server on the same database and driver
 * (postgres.js, or the same PGlite instance) answering the same query as plain JSON, under the same
 * load; then where one page's time goes inside the server (query, row → wire view, the answer's zod
 * check, JSON), the process's RSS at idle and under load, and a cold start of server/main.ts.
 * postgres needs TEST_DATABASE_URL; throwaway databases are created and dropped.
 * PULL_CLAIMS, PULL_SECONDS and PULL_STAGE_RUNS make it smaller, PULL_COLD_START=0 skips the cold start (the
 * runner's quick check). PULL_ROUNDS=n alternates the two loads n times (PULL_SECONDS each; the
 * order swaps every round), so a machine shared with other work weighs on both alike; the ratio is
 * then the median of the rounds' ratios.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../server/app';
import { openDatabase, pgliteInMemory } from '../server/db/client';
import type { Database } from '../server/db/client';
import type { DatabaseConfig } from '../server/config';
import { claims } from '../server/db/schema/claims';
import { verifyAccessToken } from '../server/auth/access-token';
import { securitySettingsOf } from '../server/auth/access-policy';
import { createTwoFactorRepository } from '../server/repositories/two-factor.repository';
import { commitHorizon } from '../server/sync/commit-horizon';
import type { App } from '../server/app';
import { queryRows } from '../server/db/execute';
import { runMigrations } from '../server/db/migrate';
import { listAnswerSchema } from '../server/routes/api/list-answer';
import { claimView, claimWireSchema, type ClaimRow } from '../server/routes/api/claims/claim.view';
import { seedDemo } from '../server/seed/demo-seed';
import { pullPage } from '../server/sync/checkpoint-pull';
import { testConfig } from '../test/server/helpers/test-app';
import { printRows, type BenchRow } from './support/bench-rows';
import { freePort } from './support/bench-server';
import { median } from './support/bench-table';
import { runHttpLoad, type LoadResult } from './support/http-load';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const CLAIMS = Number(process.env.PULL_CLAIMS ?? 100_000);
const CHUNK = Math.min(20_000, CLAIMS);
const SECONDS = Number(process.env.PULL_SECONDS ?? 12);
const CONNECTIONS = 8;
const PAGE = 500;
const ROUNDS = Math.max(1, Number(process.env.PULL_ROUNDS ?? 1));
const STAGE_RUNS = Number(process.env.PULL_STAGE_RUNS ?? 30);
const log = (line: string) => process.stdout.write(`${line}\n`);
const mib = (bytes: number) => bytes / 1024 / 1024;

/** A throwaway database: PGlite in memory, or a new database on TEST_DATABASE_URL's server. */
async function throwawayDatabase(): Promise<{
  config: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  if (kind === 'pglite') return { config: pgliteInMemory(), drop: async () => undefined };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('set TEST_DATABASE_URL for the postgres run');
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: target.toString() },
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

// The raw baseline's query: the pull's own (same columns, order, index and page), by hand.
const RAW_PAGE_SQL = `select *, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
  from claims where organization_id = $1 and (updated_at, id) > ($2::timestamptz, $3)
  order by updated_at, id limit ${PAGE}`;

/** That query on the raw driver: postgres.js, or the PGlite instance under drizzle. */
function rawPageQuery(database: Database, params: [string, string, string]) {
  return async (): Promise<Record<string, unknown>[]> => {
    if (database.kind === 'postgres') return database.client.unsafe(RAW_PAGE_SQL, params);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return (await client.query<Record<string, unknown>>(RAW_PAGE_SQL, params)).rows;
  };
}

/** A bare node:http server that answers every request with that page as JSON, on the raw driver. */
async function rawServer(query: () => Promise<Record<string, unknown>[]>) {
  const server = createServer((_request, response) => {
    query().then(
      (rows) => {
        const last = rows.at(-1);
        const body = JSON.stringify({
          data: rows,
          checkpoint: last ? { updated_at: last.position, id: last.id } : null,
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      },
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The load, with this process's RSS sampled every 250 ms while it runs, and the CPU time this
 * process spent per answered request (user + system; the database server's own CPU not counted):
 * less swayed by other work on the machine than requests/s.
 */
async function loadWithRss(url: string, token?: string) {
  const rss: number[] = [];
  const timer = setInterval(() => rss.push(mib(process.memoryUsage().rss)), 250);
  try {
    const cpu = process.cpuUsage();
    const result = await runHttpLoad({ url, seconds: SECONDS, connections: CONNECTIONS, token });
    const spent = process.cpuUsage(cpu);
    return { result, rss, cpuMsPerRequest: (spent.user + spent.system) / 1000 / result.requests };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Time of each stage of one page, in this process, STAGE_RUNS times: where the request goes. Also
 * the raw driver's query alone, and the whole request through the app without the network
 * (`inject`: authentication, hooks, the stages, serialization), and for a page of one claim (what
 * a request costs whatever its size), and `/api/ping` (Fastify and its hooks, no authentication).
 */
async function stages(
  database: Database,
  organizationId: string,
  checkpoint: [string, string],
  raw: () => Promise<unknown>,
  inject: (limit: number) => Promise<unknown>,
  ping: () => Promise<unknown>,
) {
  const times = {
    request: [] as number[],
    requestOfOne: [] as number[],
    ping: [] as number[],
    rawQuery: [] as number[],
    query: [] as number[],
    view: [] as number[],
    zod: [] as number[],
    json: [] as number[],
  };
  const answerSchema = listAnswerSchema(claimWireSchema);
  for (let i = 0; i < STAGE_RUNS; i++) {
    let started = performance.now();
    const page = await pullPage(database, claims, {
      organizationId,
      view: (row: ClaimRow) => row,
      limit: PAGE,
      checkpoint: { updated_at: checkpoint[0], id: checkpoint[1] },
    });
    times.query.push(performance.now() - started);
    started = performance.now();
    const data = page.data.map(claimView);
    times.view.push(performance.now() - started);
    started = performance.now();
    const checked = answerSchema.parse({ data, checkpoint: page.checkpoint });
    times.zod.push(performance.now() - started);
    started = performance.now();
    JSON.stringify(checked);
    times.json.push(performance.now() - started);
    started = performance.now();
    await raw();
    times.rawQuery.push(performance.now() - started);
    started = performance.now();
    await inject(PAGE);
    times.request.push(performance.now() - started);
    started = performance.now();
    await inject(1);
    times.requestOfOne.push(performance.now() - started);
    started = performance.now();
    await ping();
    times.ping.push(performance.now() - started);
  }
  return times;
}

/**
 * Where the fixed cost of a request goes (what a page of 1 pays whatever its size), each part
 * alone, STAGE_RUNS times: the JWT check, the four reads authentication made one after the other
 * until session 9 (user and role, session, security group, two-factor state), the one statement
 * that reads them all now, the whole `authenticate` hook, the commit horizon and the query of a
 * page of 1.
 */
async function fixedCost(
  app: App,
  database: Database,
  organizationId: string,
  token: string,
  checkpoint: [string, string],
) {
  const secret = app.config.jwtSecret;
  const claimsOf = async () => (await verifyAccessToken(token, secret))!;
  const { sub, sid } = await claimsOf();
  const twoFactor = createTwoFactorRepository(database.db);
  const request = {
    headers: { authorization: `Bearer ${token}` },
    routeOptions: { config: {} },
    ip: '127.0.0.1',
  } as unknown as Parameters<App['authenticate']>[0];
  const parts: Record<string, () => Promise<unknown>> = {
    jwt: claimsOf,
    user: () => app.repositories.users.findById(sub),
    session: () => app.repositories.sessions.isFamilyLive(sub, sid),
    security: () => securitySettingsOf(app.repositories.settings, organizationId),
    twoFactor: () => twoFactor.enrolmentRequired(sub, organizationId),
    callerAccess: () => app.repositories.callers.find(sub, sid),
    authenticate: () => app.authenticate(request),
    horizon: () => commitHorizon(database),
    queryOfOne: () =>
      pullPage(database, claims, {
        organizationId,
        view: (row: ClaimRow) => row,
        limit: 1,
        checkpoint: { updated_at: checkpoint[0], id: checkpoint[1] },
      }),
  };
  const times: Record<string, number[]> = {};
  for (let i = 0; i < STAGE_RUNS; i++) {
    for (const [name, part] of Object.entries(parts)) {
      const started = performance.now();
      await part();
      (times[name] ??= []).push(performance.now() - started);
    }
  }
  return times;
}

/** server/main.ts on an empty database (migrations, demo seed) until /api/ping answers. */
async function coldStart(): Promise<{ ms: number; rssMiB: number; idleRssMiB: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-pull-cold-'));
  const fresh = kind === 'postgres' ? await throwawayDatabase() : null;
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...(fresh && fresh.config.kind === 'postgres' ? { DATABASE_URL: fresh.config.url } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rssOf = () =>
    Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/ping`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (performance.now() - started > 180_000) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ms = performance.now() - started;
    const rssMiB = rssOf();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { ms, rssMiB, idleRssMiB: rssOf() };
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    await rm(dataDir, { recursive: true, force: true });
    await fresh?.drop();
  }
}

const FIXED_PARTS: Record<string, string> = {
  jwt: 'auth: verify the access token (JWT)',
  user: 'auth: read the user and role',
  session: 'auth: is the session live',
  security: 'auth: read the security settings',
  twoFactor: 'auth: two-factor enrolment required',
  callerAccess: 'auth: the four reads above in one statement (what authenticate runs)',
  authenticate: 'auth: the whole authenticate hook',
  horizon: 'pull: commit horizon',
  queryOfOne: 'pull: query of a page of 1 (drizzle)',
};

/** The rounds of one side as one load: every request and second counted, every sample kept. */
function mergedLoads(rounds: { result: LoadResult; rss: number[] }[]) {
  return {
    result: {
      requests: rounds.reduce((sum, r) => sum + r.result.requests, 0),
      non2xx: rounds.reduce((sum, r) => sum + r.result.non2xx, 0),
      seconds: rounds.reduce((sum, r) => sum + r.result.seconds, 0),
      latencies: rounds.flatMap((r) => r.result.latencies),
    },
    rss: rounds.flatMap((r) => r.rss),
  };
}

const perSecond = (result: LoadResult) => result.requests / result.seconds;
const fmtLoad = (name: string, r: LoadResult, rss: number[]) =>
  `${kind}: ${name}: ${perSecond(r).toFixed(1)} requests/s (${(perSecond(r) * PAGE).toFixed(0)} claims/s), ` +
  `p50 ${median(r.latencies).toFixed(0)} ms, non-2xx ${r.non2xx}, RSS max ${Math.max(...rss).toFixed(0)} MiB`;

const thrown = await throwawayDatabase();
const database = await openDatabase(thrown.config);
try {
  const started = performance.now();
  await runMigrations(database);
  await seedDemo(database.db);
  const [org] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from organizations where name = 'Demo Adjusting Co.'`,
  );
  await bulkClaims(database, org!.id);
  log(`${kind}: seeded ${CLAIMS} claims in ${Math.round(performance.now() - started)} ms`);

  const app = await buildApp(testConfig({ database: thrown.config }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'Demo#2026pass' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const [middle] = await queryRows<{ updated_at: string; id: string }>(
    database.db,
    sql`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at, id
        from claims where organization_id = ${org!.id} order by updated_at, id offset ${Math.floor(CLAIMS / 2)} limit 1`,
  );
  const url = `${base}/api/organizations/${org!.id}/claims?limit=${PAGE}&checkpoint=${encodeURIComponent(JSON.stringify(middle))}`;
  const probe = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const page = (await probe.json()) as { data: unknown[] };
  const rawQuery = rawPageQuery(database, [org!.id, middle!.updated_at, middle!.id]);
  const raw = await rawServer(rawQuery);
  const rawPage = (await (await fetch(raw.url)).json()) as { data: unknown[] };
  const bytes = async (target: string, auth?: string) =>
    (
      await fetch(target, { headers: auth ? { authorization: `Bearer ${auth}` } : {} }).then((r) =>
        r.arrayBuffer(),
      )
    ).byteLength;
  log(
    `${kind}: probe ${probe.status}, ${page.data.length} claims, ${await bytes(url, token)} bytes per page; raw baseline ${rawPage.data.length} rows, ${await bytes(raw.url)} bytes`,
  );

  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleRss = mib(process.memoryUsage().rss);
  const appRounds: Awaited<ReturnType<typeof loadWithRss>>[] = [];
  const rawRounds: Awaited<ReturnType<typeof loadWithRss>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const loads = [
      async () => appRounds.push(await loadWithRss(url, token)),
      async () => rawRounds.push(await loadWithRss(raw.url)),
    ];
    for (const load of round % 2 === 0 ? loads : loads.reverse()) await load();
  }
  const appLoad = mergedLoads(appRounds);
  const rawLoad = mergedLoads(rawRounds);
  const ratios = appRounds.map((a, i) => perSecond(a.result) / perSecond(rawRounds[i]!.result));
  log(fmtLoad('server', appLoad.result, appLoad.rss));
  log(fmtLoad('raw driver', rawLoad.result, rawLoad.rss));
  const cpuOf = (rounds: typeof appRounds) => rounds.map((r) => r.cpuMsPerRequest);
  log(
    `${kind}: Node CPU per request under load, median of ${ROUNDS}: server ${median(cpuOf(appRounds)).toFixed(2)} ms, raw driver ${median(cpuOf(rawRounds)).toFixed(2)} ms (${(median(cpuOf(rawRounds)) / median(cpuOf(appRounds))).toFixed(2)}×)`,
  );
  log(
    `${kind}: server / raw driver: ${median(ratios).toFixed(2)}× the requests/s (target ≥ 0.9×)` +
      (ROUNDS > 1
        ? ` (median of ${ROUNDS} rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})`
        : '') +
      `; RSS idle ${idleRss.toFixed(0)} MiB (this process: server, database${kind === 'pglite' ? ' included' : ' client only'})`,
  );
  await raw.close();
  const stageTimes = await stages(
    database,
    org!.id,
    [middle!.updated_at, middle!.id],
    rawQuery,
    async (limit) => {
      const answer = await app.inject({
        url: url.slice(base.length).replace(`limit=${PAGE}`, `limit=${limit}`),
        headers: { authorization: `Bearer ${token}` },
      });
      if (answer.statusCode !== 200) throw new Error(`inject: ${answer.statusCode}`);
    },
    () => app.inject({ url: '/api/ping' }),
  );
  const fixed = await fixedCost(app, database, org!.id, token, [middle!.updated_at, middle!.id]);
  await app.close();
  log(
    `${kind}: fixed cost of a request, median of ${STAGE_RUNS}: ` +
      Object.entries(fixed)
        .map(([part, values]) => `${part} ${median(values).toFixed(1)} ms`)
        .join(', '),
  );
  log(
    `${kind}: one page of ${PAGE} in this process, median of ${STAGE_RUNS}: ` +
      Object.entries(stageTimes)
        .map(([stage, values]) => `${stage} ${median(values).toFixed(1)} ms`)
        .join(', '),
  );
  const cold = process.env.PULL_COLD_START === '0' ? null : await coldStart();
  if (cold)
    log(
      `${kind}: cold start of server/main.ts (empty database: migrations, demo seed) until /api/ping: ${cold.ms.toFixed(0)} ms, RSS ${cold.rssMiB.toFixed(0)} MiB, ${cold.idleRssMiB.toFixed(0)} MiB 3 s later`,
    );

  const row = (id: string, label: string, unit: BenchRow['unit'], samples: number[]) => ({
    id: `pull/${kind}-${id}`,
    label: `pull (${kind}, ${CLAIMS.toLocaleString('en-US')}): ${label}`,
    unit,
    samples,
  });
  printRows([
    {
      ...row('rps', `requests/s, ${PAGE} claims per page`, 'req/s', [perSecond(appLoad.result)]),
      baseline: { label: 'raw driver', samples: [perSecond(rawLoad.result)] },
    },
    {
      ...row(
        'latency',
        `one page under load (${CONNECTIONS} connections)`,
        'ms',
        appLoad.result.latencies,
      ),
      baseline: { label: 'raw driver', samples: rawLoad.result.latencies },
    },
    {
      ...row('request', 'whole request in process (inject)', 'ms', stageTimes.request),
      baseline: { label: 'raw driver query', samples: stageTimes.rawQuery },
    },
    row('request-of-one', 'whole request for a page of 1 (inject)', 'ms', stageTimes.requestOfOne),
    row('request-ping', 'GET /api/ping, no authentication (inject)', 'ms', stageTimes.ping),
    ...Object.entries(FIXED_PARTS).map(([part, label]) =>
      row(`fixed-${part}`, `fixed: ${label}`, 'ms', fixed[part] ?? []),
    ),
    {
      ...row('stage-query', 'stage: query (drizzle)', 'ms', stageTimes.query),
      baseline: { label: 'raw driver query', samples: stageTimes.rawQuery },
    },
    row('stage-view', 'stage: rows → wire view', 'ms', stageTimes.view),
    row('stage-zod', 'stage: zod check of the answer', 'ms', stageTimes.zod),
    row('stage-json', 'stage: JSON.stringify', 'ms', stageTimes.json),
    {
      ...row('cpu', 'Node CPU per request under load (this process)', 'ms', cpuOf(appRounds)),
      baseline: { label: 'raw driver', samples: cpuOf(rawRounds) },
    },
    row('rss-idle', 'RSS idle (seeded)', 'MiB', [idleRss]),
    {
      ...row('rss-load', 'RSS under load', 'MiB', appLoad.rss),
      baseline: { label: 'raw driver', samples: rawLoad.rss },
    },
    ...(cold
      ? [
          row('cold-start', 'cold start → /api/ping', 'ms', [cold.ms]),
          row('cold-start-rss', 'RSS 3 s after a cold start', 'MiB', [cold.idleRssMiB]),
        ]
      : []),
  ]);
} finally {
  await database.close();
  await thrown.drop();
}
