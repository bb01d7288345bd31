import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import { openSse, type SseClient } from './sse-client';
import { call, createClaim, putIfMatch, sessionFor, type Session } from './sync-helpers';

// Issue 11: two server processes on one PostgreSQL (each with its own connections and its own
// LISTEN), writes through either at once: every stream on either server sees every change once.
// PGlite is one process's database: this runs only on PostgreSQL (TEST_DATABASE_URL).
const postgres = databaseTargets().find((t) => t.name === 'postgres');

describe.skipIf(!postgres)('two servers on one PostgreSQL', () => {
  const ctx = useTestApp(postgres!);
  let second: App;
  let secondDatabase: Database;
  let owner: Session;
  const streams: SseClient[] = [];
  const originOf = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    secondDatabase = await openDatabase(ctx.opened.config);
    second = await buildApp(ctx.config, { database: secondDatabase });
    await second.listen({ port: 0, host: '127.0.0.1' });
    owner = await sessionFor(ctx.app, 'owner@example.com');
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await second?.close();
    await secondDatabase?.close();
  });

  it('writes through either server reach the streams of both, each exactly once', async () => {
    const servers = [ctx.app, second];
    for (const app of servers)
      streams.push(
        await openSse(`${originOf(app)}/api/organizations/${owner.orgId}/events`, owner.headers),
      );
    // Twelve writes, two at a time, one through each server: creates, edits, status moves.
    const expected: string[] = [];
    const claims = await Promise.all(
      servers.map((app, i) => createClaim(app, owner, { city: `Start ${i}` })),
    );
    claims.forEach((c) => expected.push(`claims/${c.id}/${c.version}`));
    let versions = claims.map((c) => c.version);
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(
        claims.map((claim, i) => {
          // Each claim is written through the other server than the one that created it.
          const app = servers[(i + round + 1) % 2]!;
          return round % 2 === 0
            ? putIfMatch(
                app,
                owner,
                `/api/claims/${claim.id}`,
                { city: `City ${round}` },
                versions[i]!,
              )
            : call(
                app,
                owner,
                'PUT',
                `/api/claims/${claim.id}/status`,
                { status: round === 1 ? 'In Progress' : 'Appraisal' },
                {
                  'if-match': `"${versions[i]}"`,
                },
              );
        }),
      );
      versions = answers.map((answer, i) => {
        expect(answer.statusCode, answer.body).toBe(200);
        const version = answer.json().data.version as number;
        expected.push(`claims/${claims[i]!.id}/${version}`);
        return version;
      });
    }
    for (const stream of streams) {
      for (const key of expected) {
        const [, id, version] = key.split('/');
        await stream.waitFor(
          (e) => e.resource === 'claims' && e.id === id && e.version === Number(version),
        );
      }
    }
    // A notice sent twice would come right behind the first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const stream of streams) {
      const seen = stream.events.map(
        (e) => `${String(e.resource)}/${String(e.id)}/${String(e.version)}`,
      );
      const twice = seen.filter((key, index) => seen.indexOf(key) !== index);
      expect(twice).toEqual([]);
    }
  });
});
