export interface RecentClaimItem {
  id: string;
  /** `claim number - client name` (SPEC 2). */
  label: string;
  to: string;
}

export type ContextAction =
  | { kind: 'link'; label: string; to: string; icon: 'customize' | 'settings' }
  | { kind: 'recent'; label: string; items: RecentClaimItem[] };
