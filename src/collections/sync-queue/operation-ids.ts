let lastSeq = 0;

/**
 * Queue order: milliseconds times 1000 plus a counter, strictly increasing within a tab even for
 * writes in the same millisecond (operations on one record are made in one tab).
 */
export function nextSeq(now = Date.now()): number {
  lastSeq = Math.max(now * 1000, lastSeq + 1);
  return lastSeq;
}

export function newOperationId(seq: number): string {
  return `op-${seq}-${crypto.randomUUID().slice(0, 8)}`;
}
