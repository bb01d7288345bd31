export const REVIEW_DAYS = 7;

export const DOCUMENTS_TO_REVIEW_HELP =
  'Files someone else uploaded in the last 7 days to claims assigned to you.';

/**
 * Documents awaiting the user's review: uploaded in the last 7 days, to a claim assigned to
 * them, by someone else. Newest first.
 */
export function documentsToReview<T extends { claimId?: string | null; uploadedBy: string; createdAt: string }>(
  documents: readonly T[],
  claims: readonly { id: string; assignedTo?: string | null }[],
  userId: string,
  now: Date,
): T[] {
  const mine = new Set(claims.filter((c) => c.assignedTo === userId).map((c) => c.id));
  const since = now.getTime() - REVIEW_DAYS * 86_400_000;
  return documents
    .filter(
      (d) =>
        d.claimId != null &&
        mine.has(d.claimId) &&
        d.uploadedBy !== userId &&
        Date.parse(d.createdAt) >= since,
    )
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
