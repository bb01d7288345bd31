import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A pass-through proxy in front of the real server, so tests can take the server "down", lose
// one answer after the server applied the request, and count what the client sent.
export interface ProxiedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The server's answer status, once it answered (also for an answer the proxy dropped). */
  status?: number;
}

export interface Proxy {
  origin: string;
  requests: ProxiedRequest[];
  setDown(down: boolean): void;
  /** The next request matching is forwarded and handled, but its answer never reaches the client. */
  dropAnswerOf(method: string, path: string): void;
  close(): Promise<void>;
}

export async function startProxy(target: string): Promise<Proxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let down = false;
  let drop: { method: string; path: string } | null = null;
  const requests: Proxy['requests'] = [];

  const server = createServer((req, res) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    const path = req.url ?? '/';
    const seen: ProxiedRequest = { method: req.method ?? 'GET', path, headers: req.headers };
    requests.push(seen);
    const dropThis = drop !== null && drop.method === req.method && path.startsWith(drop.path);
    if (dropThis) drop = null;
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path, headers: req.headers },
      (answer) => {
        seen.status = answer.statusCode;
        if (dropThis) {
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => req.socket.destroy());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setDown(value) {
      down = value;
      if (down) for (const socket of sockets) socket.destroy();
    },
    dropAnswerOf(method, path) {
      drop = { method, path };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
