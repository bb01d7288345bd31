import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createRandom } from '../../server/seed/random';

// A loopback proxy between one device and the real server that breaks the network on a seeded
// schedule (issue 11). Each request draws its fate from the seed in arrival order, so one seed
// gives one schedule; which request meets which fault still depends on timing.
export const FAULT_KINDS = [
  'latency',
  'dropRequest',
  'dropResponse',
  'serverError',
  'duplicate',
  'truncate',
  'stallStream',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultCounts = Record<FaultKind, number>;

export interface FaultRates {
  /** Chance of an added delay, drawn from `latencyMs` (jitter: every delay differs). */
  latency: number;
  latencyMs: [number, number];
  /** The connection is reset before the request reaches the server. */
  dropRequest: number;
  /** The server handles the request; its answer never reaches the client (connection reset). */
  dropResponse: number;
  /** Chance that a burst of 502/503 answers (without reaching the server) starts. */
  serverErrorBurst: number;
  burstLength: [number, number];
  /** The request reaches the server twice (one after the other, or both at once). */
  duplicate: number;
  /** Half the answer's body arrives, then the connection is reset. */
  truncate: number;
  /** A change-feed stream goes silent for good (half-open: neither side is told). */
  stallStream: number;
}

export const DEFAULT_RATES: FaultRates = {
  latency: 0.5,
  latencyMs: [5, 250],
  dropRequest: 0.05,
  dropResponse: 0.05,
  serverErrorBurst: 0.03,
  burstLength: [1, 4],
  duplicate: 0.05,
  truncate: 0.03,
  stallStream: 0.2,
};

export interface FaultProxy {
  origin: string;
  counts: FaultCounts;
  /** Requests that reached the server (a duplicated one counts twice). */
  forwarded(): number;
  /** Off: every request passes untouched (streams already stalled stay stalled). */
  setFaults(on: boolean): void;
  /** Offline: every connection, open streams included, is refused or cut. */
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

type Fate = 'pass' | 'dropRequest' | 'dropResponse' | 'serverError' | 'duplicate' | 'truncate';

// Headers that describe one connection, not the message: the proxy sets its own.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length'];

export function emptyCounts(): FaultCounts {
  return Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as FaultCounts;
}

export async function startFaultProxy(
  target: string,
  options: { seed: number; rates?: Partial<FaultRates> },
): Promise<FaultProxy> {
  const upstream = new URL(target);
  const rates = { ...DEFAULT_RATES, ...options.rates };
  const random = createRandom(options.seed);
  const counts = emptyCounts();
  const sockets = new Set<Socket>();
  let faults = true;
  let offline = false;
  let burstLeft = 0;
  let forwarded = 0;
  const streams = new Set<{ silent: boolean }>();

  function fate(): Fate {
    if (!faults) return 'pass';
    if (burstLeft > 0 || random.chance(rates.serverErrorBurst)) {
      if (burstLeft === 0) burstLeft = random.int(...rates.burstLength);
      burstLeft -= 1;
      return 'serverError';
    }
    const roll = random.next();
    let edge = 0;
    for (const kind of ['dropRequest', 'dropResponse', 'duplicate', 'truncate'] as const) {
      edge += rates[kind];
      if (roll < edge) return kind;
    }
    return 'pass';
  }

  function send(req: IncomingMessage, body: Buffer): Promise<Answer> {
    forwarded += 1;
    return new Promise((resolve, reject) => {
      const out = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
          agent: false,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(chunks),
            }),
          );
          answer.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });
  }

  async function duplicated(req: IncomingMessage, body: Buffer): Promise<Answer> {
    // A retrying middlebox: either the copy goes after the first answer, or both race.
    if (random.chance(0.5)) {
      await send(req, body).catch(() => undefined);
      return send(req, body);
    }
    const [first, second] = await Promise.allSettled([send(req, body), send(req, body)]);
    if (first.status === 'fulfilled') return first.value;
    if (second.status === 'fulfilled') return second.value;
    throw first.reason;
  }

  function answerWith(res: ServerResponse, answer: Answer, truncated: boolean) {
    const headers = { ...answer.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    res.writeHead(answer.status, { ...headers, 'content-length': answer.body.length });
    if (!truncated) {
      res.end(answer.body);
      return;
    }
    res.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)), () =>
      res.socket?.destroy(),
    );
  }

  /** Goes silent at a random moment of the next few seconds. */
  function stallLater(stream: { silent: boolean }) {
    setTimeout(
      () => {
        if (stream.silent || !faults) return;
        stream.silent = true;
        counts.stallStream += 1;
      },
      random.int(0, 3_000),
    );
  }

  /** The change feed: piped as it comes, unless this stream is chosen to go silent. */
  function stream(req: IncomingMessage, res: ServerResponse) {
    forwarded += 1;
    const state = { silent: false };
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        streams.add(state);
        if (faults && random.chance(rates.stallStream)) stallLater(state);
        answer.on('data', (chunk: Buffer) => {
          if (!state.silent) res.write(chunk);
        });
        answer.on('end', () => res.end());
      },
    );
    out.on('error', () => res.socket?.destroy());
    res.on('close', () => {
      streams.delete(state);
      out.destroy();
    });
    out.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (faults && random.chance(rates.latency)) {
      counts.latency += 1;
      await new Promise((resolve) => setTimeout(resolve, random.int(...rates.latencyMs)));
    }
    if (offline) return void req.socket.destroy();
    const isStream = (req.headers.accept ?? '').includes('text/event-stream');
    const chosen = fate();
    if (chosen === 'dropRequest') {
      counts.dropRequest += 1;
      return void req.socket.destroy();
    }
    if (chosen === 'serverError') {
      counts.serverError += 1;
      const status = random.chance(0.5) ? 502 : 503;
      res.writeHead(status, { 'content-type': 'text/html' });
      return void res.end(`<html><body>${status} from the proxy</body></html>`);
    }
    if (isStream) return stream(req, res);
    if (chosen === 'duplicate') counts.duplicate += 1;
    const answer = await (chosen === 'duplicate' ? duplicated(req, body) : send(req, body));
    if (chosen === 'dropResponse') {
      counts.dropResponse += 1;
      return void req.socket.destroy();
    }
    if (chosen === 'truncate' && answer.body.length > 1) counts.truncate += 1;
    answerWith(res, answer, chosen === 'truncate' && answer.body.length > 1);
  }

  const server = createServer((req, res) => {
    if (offline) return void req.socket.destroy();
    handle(req, res).catch(() => req.socket.destroy());
  });
  server.on('connection', (socket) => {
    if (offline) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    counts,
    forwarded: () => forwarded,
    setFaults(on) {
      const was = faults;
      faults = on;
      if (!on) burstLeft = 0;
      // Streams opened before the faults began may stall too.
      if (on && !was)
        for (const open of streams) if (random.chance(rates.stallStream)) stallLater(open);
    },
    setOffline(value) {
      offline = value;
      if (offline) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
