import type { FastifyReply } from 'fastify';
import { CHANGE_FEED_HEARTBEAT_MS } from '../../src/domain/constants';
import type { Db } from '../db/client';
import type { Caller } from '../repositories/claims-visibility';
import type { Change } from './change';
import { toNotice } from './change';
import { isVisibleTo } from './change-visibility';

/**
 * One open Server-Sent Events response: change notices as unnamed events
 * (`data: {"resource","id","version","updated_at","deleted"}`, read with EventSource.onmessage),
 * a `: heartbeat` comment every 25 s so proxies keep the connection, and `retry: 3000` so a
 * dropped stream reconnects soon. Notices are written in the order they arrived even though each
 * visibility check is asynchronous. A change of the caller's own user record always reaches
 * them, and ends the stream once they are deactivated.
 */

export interface EventStream {
  send: (change: Change) => void;
  close: () => void;
  closed: Promise<void>;
}

export interface EventStreamOptions {
  /**
   * Re-reads the caller when their own user record changes: their new role decides what the
   * stream shows from then on; null (deactivated, deleted) closes the stream.
   */
  reloadCaller?: () => Promise<Caller | null>;
}

export function openEventStream(
  reply: FastifyReply,
  db: Db,
  initialCaller: Caller,
  options: EventStreamOptions = {},
): EventStream {
  let caller = initialCaller;
  const raw = reply.raw;
  reply.hijack();
  const inherited = reply.getHeaders() as Record<string, string | number | string[]>;
  raw.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n: connected\n\n');

  let queue = Promise.resolve();
  let open = true;
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), CHANGE_FEED_HEARTBEAT_MS);
  let resolveClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));

  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    raw.end();
    resolveClosed();
  };
  raw.on('close', close);

  const send = (change: Change) => {
    queue = queue.then(async () => {
      if (!open) return;
      if (change.resource === 'users' && change.id === caller.userId && options.reloadCaller) {
        const next = await options.reloadCaller().catch(() => caller);
        // Always told, whatever their role: the app re-reads the session user (permissions) on it.
        if (open) raw.write(`data: ${JSON.stringify(toNotice(change))}\n\n`);
        if (next) caller = next;
        else close();
        return;
      }
      const visible = await isVisibleTo(db, caller, change).catch(() => false);
      if (visible && open) raw.write(`data: ${JSON.stringify(toNotice(change))}\n\n`);
    });
  };
  return { send, close, closed };
}
