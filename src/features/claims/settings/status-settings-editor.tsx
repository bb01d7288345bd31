import { ActionIcon, Badge, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { addStatus, type ClaimStatusConfig } from '../../../domain/claim-status';
import { NEW_STATUS_TIMEOUT_DAYS } from '../../../domain/constants';
import { STATUS_EXISTS_MESSAGE } from '../../../domain/settings.schema';
import { NameInput } from '../../../shared/ui/form/name-input';
import { moveItem } from '../../../shared/ui/list-order';
import { SortableList } from '../../../shared/ui/sortable-list';
import { SortableRow } from '../../../shared/ui/sortable-row';
import { StatusRemoveDialog } from './status-remove-dialog';
import { parseTimeoutDays } from './status-timeout';
import { StatusTimeoutInput } from './status-timeout-input';

const DEFAULT_TIMEOUT_TEXT = String(NEW_STATUS_TIMEOUT_DAYS);
const DAYS_SUFFIX = (
  <Text size="sm" c="dimmed" pr={8}>
    days
  </Text>
);

// The shared message first (the server answers the same), then which listed status clashes.
function duplicateMessage(statuses: readonly ClaimStatusConfig[], name: string) {
  const wanted = name.trim().toLowerCase();
  const existing = statuses.find((s) => s.name.toLowerCase() === wanted)?.name ?? name.trim();
  return `${STATUS_EXISTS_MESSAGE}: “${existing}” is already in the list (names ignore case)`;
}

export interface StatusSettingsEditorProps {
  statuses: readonly ClaimStatusConfig[];
  /** Claims per status, to ask what happens to them on removal. */
  claimCounts: Readonly<Record<string, number>>;
  /** False when this device may not hold every claim of the organization. */
  countsComplete?: boolean;
  onChange: (next: ClaimStatusConfig[]) => void;
  /** The route moves the claims (through the status-change rules) and then drops the status. */
  onRemove: (status: string, moveClaimsTo: string | null) => void;
}

export function StatusSettingsEditor({
  statuses,
  claimCounts,
  countsComplete = true,
  onChange,
  onRemove,
}: StatusSettingsEditorProps) {
  const [name, setName] = useState('');
  const [timeout, setTimeoutText] = useState(DEFAULT_TIMEOUT_TEXT);
  const [error, setError] = useState<string | null>(null);
  const [timeoutError, setTimeoutError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const move = (from: number, to: number) => onChange(moveItem(statuses, from, to));
  const setTimeoutOf = (name: string, days: number | null) =>
    onChange(statuses.map((s) => (s.name === name ? { ...s, timeoutDays: days } : s)));

  const rename = (next: string) => {
    setName(next);
    setError(null);
  };
  const add = () => {
    if (!name.trim()) return setError('Status name is required');
    const days = parseTimeoutDays(timeout);
    if (!days.ok) return setTimeoutError(days.error);
    const next = addStatus(statuses, name, days.days);
    if (!next) return setError(duplicateMessage(statuses, name));
    onChange(next);
    setName('');
    setTimeoutText(DEFAULT_TIMEOUT_TEXT);
    setError(null);
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Text fw={600}>Claim statuses</Text>
      <Text size="sm" c="dimmed" mb="md">
        The order here is the order of the kanban columns. A claim is overdue once it stays in a
        status longer than its timeout.
      </Text>
      <SortableList ids={statuses.map((s) => s.name)} label="Claim statuses" onMove={move}>
        {statuses.map((status, index) => (
          <SortableRow
            key={status.name}
            id={status.name}
            label={status.name}
            index={index}
            count={statuses.length}
            onMove={move}
          >
            <Text size="sm" fw={500} style={{ flex: 1 }} truncate>
              {status.name}
            </Text>
            <Badge variant="default" radius="sm" tt="none" fw={400}>
              {(claimCounts[status.name] ?? 0).toLocaleString('en-US')} claims
            </Badge>
            <StatusTimeoutInput
              status={status.name}
              days={status.timeoutDays}
              onCommit={(days) => setTimeoutOf(status.name, days)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={`Remove status ${status.name}`}
              disabled={statuses.length === 1}
              onClick={() => setRemoving(status.name)}
            >
              <IconTrash size={14} stroke={1.6} />
            </ActionIcon>
          </SortableRow>
        ))}
      </SortableList>
      <Group mt="md" gap="xs" align="flex-start">
        <NameInput
          label="New status"
          placeholder="e.g. Inspection"
          value={name}
          error={error}
          onValueChange={rename}
          onSubmit={add}
          style={{ flex: 1 }}
        />
        <TextInput
          label="Timeout"
          inputMode="numeric"
          w={120}
          rightSection={DAYS_SUFFIX}
          rightSectionWidth={44}
          value={timeout}
          error={timeoutError}
          onChange={(event) => {
            setTimeoutText(event.currentTarget.value);
            setTimeoutError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
        />
        <Button mt={25} leftSection={<IconPlus size={14} />} onClick={add}>
          Add status
        </Button>
      </Group>
      <StatusRemoveDialog
        status={removing}
        claimCount={removing ? (claimCounts[removing] ?? 0) : 0}
        countComplete={countsComplete}
        otherStatuses={statuses.filter((s) => s.name !== removing).map((s) => s.name)}
        onClose={() => setRemoving(null)}
        onConfirm={(status, target) => {
          onRemove(status, target);
          setRemoving(null);
        }}
      />
    </Paper>
  );
}
