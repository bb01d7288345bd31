import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstValueFrom, take, toArray } from 'rxjs';
import { afterEach, expect, it } from 'vitest';
import { openChangeFeed, type ChangeFeed } from '../../src/replication/pull/change-feed';

// A stream that went half open (nothing forwarded, nothing closed) must be noticed and replaced:
// the device would otherwise hear no change until something else made it pull.
let server: Server | undefined;
let feed: ChangeFeed | undefined;
afterEach(async () => {
  feed?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function serve(onStream: (res: ServerResponse, connection: number) => void) {
  let connections = 0;
  server = createServer((_req, res) => {
    connections += 1;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': connected\n\n');
    onStream(res, connections);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/events`;
}

it('a stream silent for longer than its heartbeats is replaced, and the change after it heard', async () => {
  // The first connection stalls for good; the second one carries a change notice.
  const url = await serve((res, connection) => {
    if (connection === 2) res.write('data: {"resource":"claims","id":"c1","version":2}\n\n');
  });
  feed = openChangeFeed({ url, getToken: () => null, retryMs: 10, silenceMs: 200 });
  const reconnections = firstValueFrom(feed.connected$.pipe(take(2), toArray()));
  const notice = firstValueFrom(feed.notices$);
  expect(await reconnections).toHaveLength(2);
  expect(await notice).toMatchObject({ resource: 'claims', id: 'c1' });
});

it('heartbeats keep a quiet stream open', async () => {
  const url = await serve((res) => {
    const beat = setInterval(() => res.write(': heartbeat\n\n'), 50);
    res.on('close', () => clearInterval(beat));
  });
  feed = openChangeFeed({ url, getToken: () => null, retryMs: 10, silenceMs: 200 });
  let connections = 0;
  feed.connected$.subscribe(() => (connections += 1));
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(connections).toBe(1);
});

it('reopens at once when the network is back: a stalled stream, and one in its back-off', async () => {
  // The first connection stalls for good, the second is refused, the third carries a notice.
  let refused = false;
  const url = await serve((res, connection) => {
    if (connection === 2) {
      refused = true;
      res.destroy();
    }
    if (connection === 3) res.write('data: {"resource":"claims","id":"c2","version":3}\n\n');
  });
  // Neither the silence watchdog nor the retry would act within the test's time.
  feed = openChangeFeed({ url, getToken: () => null, retryMs: 60_000, silenceMs: 60_000 });
  await firstValueFrom(feed.connected$);
  const started = Date.now();
  feed.reopen();
  await expect.poll(() => refused).toBe(true);
  // Now waiting a minute before the next try: reopening skips the wait.
  const notice = firstValueFrom(feed.notices$);
  await new Promise((resolve) => setTimeout(resolve, 100));
  feed.reopen();
  expect(await notice).toMatchObject({ resource: 'claims', id: 'c2' });
  expect(Date.now() - started).toBeLessThan(5_000);
});
