import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendWithProgress } from '../../../src/api/send-with-progress';

// A stand-in for XMLHttpRequest: the test drives its upload progress and its answer.
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  opened = '';
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendWithProgress', () => {
  it('reports the upload’s progress and answers the parsed body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const reports: number[] = [];
    const answer = sendWithProgress(
      '/api/documents',
      {
        method: 'POST',
        headers: { 'Idempotency-Key': 'temp-1' },
        body: new FormData(),
        onUploadProgress: ({ loaded }) => reports.push(loaded),
      },
      10_000,
    );
    const xhr = FakeXhr.last;
    expect(xhr.opened).toBe('POST /api/documents');
    expect(xhr.headers['Idempotency-Key']).toBe('temp-1');
    xhr.upload.onprogress?.({ loaded: 10, total: 20 });
    xhr.upload.onprogress?.({ loaded: 20, total: 20 });
    xhr.status = 201;
    xhr.responseText = '{"data":{"id":"d1"}}';
    xhr.onload?.();
    expect(await answer).toEqual({ httpStatus: 201, body: { data: { id: 'd1' } } });
    expect(reports).toEqual([10, 20]);
  });

  it('is cancelled by its signal and times out only when nothing moves', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.useFakeTimers();
    const controller = new AbortController();
    const request = { method: 'POST', headers: {}, onUploadProgress: () => undefined };
    const cancelled = sendWithProgress('/x', { ...request, signal: controller.signal }, 1_000);
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    expect(await cancelled).toBe('unreachable');

    const slow = sendWithProgress('/x', request, 1_000);
    const xhr = FakeXhr.last;
    vi.advanceTimersByTime(900);
    xhr.upload.onprogress?.({ loaded: 1, total: 9 });
    vi.advanceTimersByTime(900);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(200);
    expect(xhr.aborted).toBe(true);
    expect(await slow).toBe('unreachable');
  });
});
