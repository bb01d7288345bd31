import { noteServerDate } from './server-clock';

// One HTTP exchange under a timeout. The timer covers reading the body too, so a server that
// sends headers and then stalls still counts as unreachable.
export interface RawResponse {
  httpStatus: number;
  body: unknown;
}

export async function sendRequest(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  /** The caller's own abort (a cancelled upload): answered as unreachable, like a timeout. */
  signal?: AbortSignal,
): Promise<RawResponse | 'unreachable'> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  if (signal?.aborted) abort();
  try {
    const sentAt = Date.now();
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (response.ok) noteServerDate(response.headers.get('Date'), sentAt, Date.now());
    const text = await response.text();
    return { httpStatus: response.status, body: parseBody(text) };
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
