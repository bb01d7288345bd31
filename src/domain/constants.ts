// Business constants of SPEC section 9, shared by the browser and the server.
export const PRODUCT_NAME = 'Claims desk';
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 10_000;
export const PING_TIMEOUT_MS = 15_000;
export const PING_INTERVAL_MS = 30_000;
export const PING_FAILURES_FOR_UNREACHABLE = 3;
export const SYNC_MAX_RETRIES = 3;
export const SYNC_POLL_MS = 5_000;
/** The server's change feed writes a comment this often; a device hearing nothing for longer
 * than a few of them takes the stream for dead (half open) and reconnects. */
export const CHANGE_FEED_HEARTBEAT_MS = 25_000;
export const TEMP_ID_PREFIX = 'temp-';
export const DEFAULT_QUEUE_USER_ID = 'default-user';
export const RECENT_CLAIMS_COUNT = 5;
export const NOTIFICATION_BADGE_MAX = 3;
export const DEFAULT_NOTE_STATUS = 'New';
export const NEW_STATUS_TIMEOUT_DAYS = 7;

export const DEFAULT_CLAIM_STATUSES = [
  { name: 'New', timeoutDays: 2 },
  { name: 'In Progress', timeoutDays: 7 },
  { name: 'Pending Client', timeoutDays: 5 },
  { name: 'Pending Insurance', timeoutDays: 14 },
  { name: 'Appraisal', timeoutDays: 30 },
  { name: 'Settled', timeoutDays: 7 },
  { name: 'Closed', timeoutDays: null },
] as const;

export function defaultConversationTitle(n: number): string {
  return `Conversation ${n}`;
}
