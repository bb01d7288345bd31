import type { PanelState } from '../../shared/ui/state-panel';

type Empty = Extract<PanelState, { kind: 'empty' }>;

/** What an empty list says: how to add the first client, or that the filters hide everyone. */
export function clientsEmptyState(filtered: boolean, canCreate: boolean): Empty {
  if (filtered) {
    return {
      kind: 'empty',
      title: 'No contacts match',
      description: 'Try another search, or clear the filters to see every contact.',
    };
  }
  return {
    kind: 'empty',
    title: 'No clients yet',
    description: canCreate
      ? 'Add your first client with "New client": a person or a company who refers claims.'
      : 'Clients, vendors and adjusters appear here once someone on your team adds them.',
  };
}
