import { parseBody, type RawResponse } from './send-request';

export interface UploadProgressEvent {
  loaded: number;
  total: number;
}

export interface ProgressRequest {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  /** Reports the bytes sent so far: fetch cannot, so this exchange uses XMLHttpRequest. */
  onUploadProgress: (progress: UploadProgressEvent) => void;
  signal?: AbortSignal;
}

/**
 * One upload with progress. The timeout counts from the last sign of life (a progress event),
 * not from the start: a large file on a slow line is not cut off while it is still moving, and
 * a stalled one still counts as unreachable. An aborted exchange answers 'unreachable' too; the
 * caller knows it aborted.
 */
export function sendWithProgress(
  url: string,
  request: ProgressRequest,
  idleTimeoutMs: number,
): Promise<RawResponse | 'unreachable'> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (result: RawResponse | 'unreachable') => {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', abort);
      resolve(result);
    };
    const abort = () => xhr.abort();
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(abort, idleTimeoutMs);
    };
    if (request.signal?.aborted) return settle('unreachable');
    request.signal?.addEventListener('abort', abort);
    xhr.open(request.method, url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      arm();
      request.onUploadProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onprogress = arm;
    xhr.onload = () =>
      settle({ httpStatus: xhr.status, body: parseBody(String(xhr.responseText ?? '')) });
    xhr.onerror = () => settle('unreachable');
    xhr.onabort = () => settle('unreachable');
    xhr.ontimeout = () => settle('unreachable');
    arm();
    xhr.send((request.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
