import { Subject } from 'rxjs';
import { CHANGE_FEED_HEARTBEAT_MS } from '../../domain/constants';

// A change notice of the server's event stream (server/sync/change.ts).
export interface ChangeNotice {
  resource: string;
  id: string;
  version: number;
  deleted: boolean;
}

export interface ChangeFeedOptions {
  /** Absolute or same-origin URL of GET /organizations/{orgId}/events. */
  url: string;
  getToken: () => string | null;
  /** Wait before reconnecting after a drop (grows to 30 s while it keeps failing). */
  retryMs?: number;
  /**
   * Silence after which an open stream is taken for dead: a half-open connection (a proxy or a
   * network that stopped forwarding without closing it) otherwise looks open for ever while no
   * change is heard. The server's heartbeats keep a live stream well inside it.
   */
  silenceMs?: number;
}

export interface ChangeFeed {
  notices$: Subject<ChangeNotice>;
  /** Emits on every (re)connection: whatever happened while disconnected must be resynced. */
  connected$: Subject<void>;
  /**
   * Emits when the stream refuses the token (401: it expired, or the session was ended
   * elsewhere). The stream has no refresh of its own: a pull through the API client renews the
   * token, or finds the session gone and logs this device out.
   */
  refused$: Subject<void>;
  /**
   * The network is back: open the stream again now. One that lived through the outage may be
   * half open (it would be noticed only after `silenceMs`), and one waiting to retry may be
   * minutes into its back-off; changes made meanwhile would reach this device late.
   */
  reopen(): void;
  stop(): void;
}

/**
 * The live change feed over fetch rather than EventSource: fetch can send the bearer token (no
 * stream ticket needed) and runs the same in the browser and in tests.
 */
export function openChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const notices$ = new Subject<ChangeNotice>();
  const connected$ = new Subject<void>();
  const refused$ = new Subject<void>();
  const baseRetry = options.retryMs ?? 3000;
  const silenceMs = options.silenceMs ?? CHANGE_FEED_HEARTBEAT_MS * 2.5;
  let controller: AbortController | null = null;
  let stopped = false;
  let retry = baseRetry;
  let reopening = false;
  let wake: (() => void) | null = null;

  async function connectOnce(): Promise<void> {
    controller = new AbortController();
    const token = options.getToken();
    const response = await fetch(options.url, {
      headers: {
        Accept: 'text/event-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: controller.signal,
    });
    if (response.status === 401) refused$.next();
    if (!response.ok || !response.body) throw new Error(`Event stream answered ${response.status}`);
    retry = baseRetry;
    connected$.next();
    const abort = controller;
    let silence = setTimeout(() => abort.abort(), silenceMs);
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), silenceMs);
    };
    try {
      await readEvents(response.body, heard, (data) => {
        const notice = parseNotice(data);
        if (notice) notices$.next(notice);
      });
    } finally {
      clearTimeout(silence);
    }
  }

  async function run(): Promise<void> {
    while (!stopped) {
      await connectOnce().catch(() => undefined);
      if (stopped) break;
      if (!reopening) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retry);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        retry = reopening ? baseRetry : Math.min(retry * 2, 30_000);
      }
      reopening = false;
    }
  }
  void run();

  return {
    notices$,
    connected$,
    refused$,
    reopen() {
      if (stopped) return;
      reopening = true;
      controller?.abort();
      wake?.();
    },
    stop() {
      stopped = true;
      controller?.abort();
    },
  };
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  onBytes: () => void,
  onData: (data: string) => void,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    onBytes();
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) onData(data);
      end = buffer.indexOf('\n\n');
    }
  }
}

function parseNotice(data: string): ChangeNotice | null {
  try {
    const value = JSON.parse(data) as Partial<ChangeNotice>;
    return typeof value.resource === 'string' && typeof value.id === 'string'
      ? (value as ChangeNotice)
      : null;
  } catch {
    return null;
  }
}
