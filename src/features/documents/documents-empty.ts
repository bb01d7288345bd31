import type { PanelState } from '../../shared/ui/state-panel';

type Empty = Extract<PanelState, { kind: 'empty' }>;

/** What an empty library says: that nothing is uploaded yet, or that the filters hide it all. */
export function documentsEmptyState(filtered: boolean): Empty {
  if (filtered) {
    return {
      kind: 'empty',
      title: 'No documents match',
      description: 'Try another search, or clear the filters to see every document.',
    };
  }
  return {
    kind: 'empty',
    title: 'No documents yet',
    description: 'Photos, estimates and reports uploaded to your claims appear here.',
  };
}
