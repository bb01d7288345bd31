import type { AppDatabase } from '../app-database';
import { localId } from '../config/config.schema';
import { changeLocalRecord } from '../config/local-record';

/**
 * Where merged contacts went on this device (issue 12): old id → the id it was merged into. A
 * device-only config record, written by the local merge and by pulls of merged contacts (their
 * tombstones carry `mergedInto`), so an old link (/clients/<old id>) still leads somewhere. Temp-
 * ids in it are replaced with the rest (replication/outbox/remap-temp-id.ts).
 */
export const CONTACT_REDIRECTS_ID = localId('contact-redirects');

export type ContactRedirects = Record<string, string>;

export async function recordContactRedirects(
  db: AppDatabase,
  redirects: ContactRedirects,
): Promise<void> {
  if (Object.keys(redirects).length === 0) return;
  await changeLocalRecord(db, CONTACT_REDIRECTS_ID, (current) => ({ ...current, ...redirects }));
}

/** The redirects named by pulled contact rows (camelCased wire rows). */
export function pulledRedirects(rows: readonly Record<string, unknown>[]): ContactRedirects {
  const redirects: ContactRedirects = {};
  for (const row of rows) {
    if (typeof row.id === 'string' && typeof row.mergedInto === 'string') {
      redirects[row.id] = row.mergedInto;
    }
  }
  return redirects;
}

/** The id a merged contact ends at (merges of merges followed), or undefined if it was not merged. */
export function resolveContactRedirect(
  redirects: ContactRedirects,
  id: string,
): string | undefined {
  const seen = new Set([id]);
  let current = id;
  for (let next = redirects[current]; next; next = redirects[current]) {
    // A cycle cannot come from the server (a merged contact is gone); it is no redirect.
    if (seen.has(next)) return undefined;
    seen.add(next);
    current = next;
  }
  return current === id ? undefined : current;
}
