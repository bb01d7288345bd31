import { describe, expect, it, vi } from 'vitest';
import {
  devicePosition,
  locationNotRecorded,
} from '../../../src/features/claims/details/field-capture/device-position';

type Success = (position: {
  coords: { latitude: number; longitude: number; accuracy: number };
}) => void;
type Failure = (error: { code: number }) => void;

/** A Geolocation whose one answer the test decides. */
function geolocation(answer: (ok: Success, fail: Failure) => void): Geolocation {
  return {
    getCurrentPosition: (ok: Success, fail: Failure) => answer(ok, fail),
  } as unknown as Geolocation;
}

describe('device position for a photo', () => {
  it('is the reported position and accuracy', async () => {
    const geo = geolocation((ok) =>
      ok({ coords: { latitude: 1.5, longitude: -2.5, accuracy: 30 } }),
    );
    expect(await devicePosition(geo, 1000)).toEqual({
      position: { latitude: 1.5, longitude: -2.5, accuracy: 30 },
    });
  });

  it('says why there is none', async () => {
    const failing = (code: number) => geolocation((_ok, fail) => fail({ code }));
    expect(await devicePosition(failing(1), 1000)).toEqual({
      position: null,
      reason: 'permission denied',
    });
    expect((await devicePosition(failing(2), 1000)).reason).toBe('position unavailable');
    expect((await devicePosition(failing(3), 1000)).reason).toBe('timed out');
    expect((await devicePosition(undefined, 1000)).reason).toBe('not available on this device');
    expect(locationNotRecorded('permission denied')).toBe(
      'Location not recorded: permission denied',
    );
  });

  it('gives up after its timeout even while the permission prompt is unanswered', async () => {
    vi.useFakeTimers();
    try {
      const pending = devicePosition(
        geolocation(() => {}),
        10_000,
      );
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await pending).toEqual({ position: null, reason: 'timed out' });
    } finally {
      vi.useRealTimers();
    }
  });
});
