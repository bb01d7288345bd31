// Readable per-user IndexedDB names (`claimsdesk-<userId>`) so developers can find them in
// devtools; characters RxDB does not accept in a name become `-`.
export const DATABASE_PREFIX = 'claimsdesk';

export function databaseName(userId: string): string {
  const safe = userId.replace(/[^a-zA-Z0-9_$-]/g, '-');
  if (safe === '') throw new Error('A user id is needed to open the local database');
  return `${DATABASE_PREFIX}-${safe}`;
}
