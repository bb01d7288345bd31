import http from 'node:http';

// A minimal Server-Sent Events reader for the tests: collects `data:` events as parsed JSON.
export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: Record<string, unknown>[];
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  waitFor: (
    match: (event: Record<string, unknown>) => boolean,
    ms?: number,
  ) => Promise<Record<string, unknown>>;
  close: () => void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        const events: Record<string, unknown>[] = [];
        const comments: string[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of block.split('\n')) {
              if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
              else if (line.startsWith(':')) comments.push(line.slice(1).trim());
            }
          }
          for (const wake of waiters) wake();
        });
        response.on('error', () => undefined);
        const ended = new Promise<void>((done) => response.on('close', () => done()));
        const client: SseClient = {
          ended,
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          comments,
          waitFor: (match, ms = 5000) =>
            new Promise((done, fail) => {
              const check = () => {
                const found = events.find(match);
                if (!found) return;
                clearTimeout(timer);
                waiters.delete(check);
                done(found);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
              }, ms);
              waiters.add(check);
              check();
            }),
          close: () => request.destroy(),
        };
        resolve(client);
      },
    );
    request.on('error', reject);
  });
}
