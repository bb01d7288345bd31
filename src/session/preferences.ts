// Small per-user view preferences kept in localStorage until the settings collection holds them.
// Listeners hear changes from this tab and, through the storage event, from other tabs.
export const CLAIMS_VIEWS = ['list', 'kanban'] as const;
export type ClaimsView = (typeof CLAIMS_VIEWS)[number];

const claimsViewKey = (userId: string) => `claimsdesk:${userId}:claims-view`;
const listeners = new Set<() => void>();

export function readClaimsView(userId: string): ClaimsView {
  const stored = window.localStorage.getItem(claimsViewKey(userId));
  return stored === 'kanban' ? 'kanban' : 'list';
}

export function writeClaimsView(userId: string, view: ClaimsView): void {
  if (!CLAIMS_VIEWS.includes(view)) throw new Error('View type must be list or kanban');
  window.localStorage.setItem(claimsViewKey(userId), view);
  for (const listener of listeners) listener();
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
