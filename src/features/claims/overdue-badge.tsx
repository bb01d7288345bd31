import { Badge } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { formatDate } from '../../shared/ui/display-format';

/** Marks a claim past its status timeout; `dueAt` tells since when (a native title: it repeats per row). */
export function OverdueBadge({ dueAt, compact = false }: { dueAt: Date; compact?: boolean }) {
  const label = `Overdue since ${formatDate(dueAt.toISOString())}`;
  return (
    <Badge
      color="red"
      variant="light"
      radius="sm"
      tt="none"
      // A badge is a plain element, which may not carry a name: as an image it may (and its words
      // are read once, with the date).
      role="img"
      aria-label={label}
      title={label}
      leftSection={<IconAlarm size={12} stroke={2} aria-hidden />}
      px={compact ? 4 : undefined}
    >
      {compact ? null : 'Overdue'}
    </Badge>
  );
}
