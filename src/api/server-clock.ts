/**
 * How far this device's clock is from the server's, from the `Date` header of the latest
 * successful API answer (issue 14: sent with each captured photo so the server can place the
 * device's capture time on its own clock). The header has whole seconds, so the offset is good to
 * about a second; the middle of the exchange stands for the moment the server stamped it.
 * Device time minus server time, in milliseconds; null until an answer carried the header.
 */
let offsetMs: number | null = null;

export function deviceTimeOffsetMs(): number | null {
  return offsetMs;
}

/** Records the offset from an answer's `Date` header; ignored when absent or unreadable. */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number) {
  const serverTime = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(serverTime)) return;
  offsetMs = Math.round((sentAt + receivedAt) / 2) - serverTime;
}

/** Tests only: forget the measurement. */
export function resetServerClock(): void {
  offsetMs = null;
}
