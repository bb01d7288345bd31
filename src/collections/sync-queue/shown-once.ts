import type { FirstIds } from './sync-queue.hooks';

/**
 * A record that just took its server id lingers a moment under its temp- id beside the new copy
 * (written first, the old one removed after): show it once.
 */
export function shownOnce<T extends { id: string }>(docs: T[], ids: FirstIds): T[] {
  const present = new Set(docs.map((doc) => doc.id));
  return docs.filter((doc) => !present.has(ids.replacedBy.get(doc.id) ?? ''));
}
