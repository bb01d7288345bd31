import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createUploadTracker } from '../../../src/replication/outbox/upload-tracker';

describe('upload tracker', () => {
  it('publishes each upload’s bytes while it is sent and forgets it after', async () => {
    const tracker = createUploadTracker();
    const seen: number[] = [];
    const subscription = tracker.progress$.subscribe((all) =>
      seen.push(all.get('d1')?.loaded ?? -1),
    );
    const upload = tracker.begin('d1');
    upload.report({ loaded: 40, total: 100 });
    upload.report({ loaded: 100, total: 100 });
    upload.end();
    subscription.unsubscribe();
    expect(seen).toEqual([-1, 0, 40, 100, -1]);
    expect((await firstValueFrom(tracker.progress$)).size).toBe(0);
  });

  it('cancels only an upload it is sending, through its abort signal', () => {
    const tracker = createUploadTracker();
    expect(tracker.cancel('d1')).toBe(false);
    const upload = tracker.begin('d1');
    expect(tracker.cancel('d1')).toBe(true);
    expect(upload.signal.aborted).toBe(true);
    upload.end();
    expect(tracker.cancel('d1')).toBe(false);
  });
});
