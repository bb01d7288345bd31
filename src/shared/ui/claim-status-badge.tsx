import { Badge } from '@mantine/core';

// Calm, distinct colours for the default statuses; configured ones fall back to a hash of the name.
const KNOWN: Readonly<Record<string, string>> = {
  New: 'blue',
  'In Progress': 'indigo',
  'Pending Client': 'yellow',
  'Pending Insurance': 'orange',
  Appraisal: 'grape',
  Settled: 'teal',
  Closed: 'gray',
};
const CYCLE = ['cyan', 'lime', 'pink', 'violet', 'green', 'red'];

export function statusColor(status: string): string {
  const known = KNOWN[status];
  if (known) return known;
  let hash = 0;
  for (const char of status) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CYCLE[hash % CYCLE.length] ?? 'gray';
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} variant="light" radius="sm" tt="none" fw={600}>
      {status}
    </Badge>
  );
}
