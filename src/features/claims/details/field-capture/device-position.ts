import type { CapturePosition } from '../../../../domain/field-capture';

/** How long a photo waits for a position before it is saved without one. */
export const LOCATION_TIMEOUT_MS = 10_000;

export type PositionOutcome =
  { position: CapturePosition; reason?: undefined } | { position: null; reason: string };

const REASONS: Record<number, string> = {
  1: 'permission denied',
  2: 'position unavailable',
  3: 'timed out',
};

/**
 * The device's position for a photo, or why there is none. Our own timer covers the permission
 * prompt too (the API's `timeout` starts only once it is answered), so a prompt left open never
 * holds the photo back.
 */
export function devicePosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  timeoutMs = LOCATION_TIMEOUT_MS,
): Promise<PositionOutcome> {
  if (!geolocation)
    return Promise.resolve({ position: null, reason: 'not available on this device' });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ position: null, reason: 'timed out' }), timeoutMs);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        const { latitude, longitude, accuracy } = coords;
        resolve({ position: { latitude, longitude, accuracy } });
      },
      (error) => {
        clearTimeout(timer);
        resolve({ position: null, reason: REASONS[error.code] ?? 'position unavailable' });
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

export const locationNotRecorded = (reason: string) => `Location not recorded: ${reason}`;
