import { Badge, Box } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCloudCheck,
  IconCloudUpload,
  IconGitCompare,
} from '@tabler/icons-react';
import { isTempId } from '../../domain/temp-id';
import type { SyncState } from './sync-state';

const LOOK = {
  synced: { color: 'gray', label: 'Synced', hint: 'Saved on the server', Icon: IconCloudCheck },
  pending: {
    color: 'blue',
    label: 'Pending',
    hint: 'Saved on this device; waiting to be sent',
    Icon: IconCloudUpload,
  },
  failed: {
    color: 'red',
    label: 'Sync failed',
    hint: 'Kept on this device; the server refused it. Retry from the sync menu',
    Icon: IconAlertTriangle,
  },
  conflict: {
    color: 'orange',
    label: 'Conflict',
    hint: 'Changed here and on the server; open it to choose a version',
    Icon: IconGitCompare,
  },
} as const;

export interface SyncStateBadgeProps {
  state: SyncState;
  /** The record's id: a temp- id reads "Not yet synced". */
  recordId: string;
  /** Icon only (the label stays in the title and accessible name), for the list's narrow column. */
  compact?: boolean;
}

export function SyncStateBadge({ state, recordId, compact = false }: SyncStateBadgeProps) {
  const look = LOOK[state];
  // A record created offline keeps a temp- id until the server acknowledges it (SPEC 3).
  const label = state === 'pending' && isTempId(recordId) ? 'Not yet synced' : look.label;
  const { Icon } = look;
  // A native title, not a Tooltip: these badges repeat on every row and card.
  // Synced is the normal case: a quiet icon, so the states that need attention stand out.
  if (state === 'synced') {
    return (
      <Box
        component="span"
        role="img"
        aria-label={`Sync state: ${label}`}
        data-sync-state={state}
        title={look.hint}
        c="gray.5"
        style={{ display: 'inline-flex' }}
      >
        <Icon size={15} stroke={1.6} />
      </Box>
    );
  }
  return (
    <Badge
      color={look.color}
      variant="light"
      radius="sm"
      tt="none"
      fw={500}
      leftSection={<Icon size={12} stroke={1.8} aria-hidden />}
      aria-label={`Sync state: ${label}`}
      data-sync-state={state}
      title={compact ? `${label}: ${look.hint}` : look.hint}
      px={compact ? 4 : undefined}
    >
      {compact ? null : label}
    </Badge>
  );
}
