import { ActionIcon, Badge, Button, Checkbox, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconRefresh, IconX } from '@tabler/icons-react';
import { formatFileSize } from '../ui/file-size';
import {
  isInFlight,
  overallPercent,
  rowPercent,
  type UploadRow,
  type UploadStatus,
} from './upload-status';
import { FileDropZone } from '../ui/file-drop-zone';

export interface UploadDocumentsPanelProps {
  rows: readonly UploadRow[];
  allowedTypes: readonly string[];
  maxFileSize: number;
  isClientVisible: boolean;
  onClientVisibleChange: (visible: boolean) => void;
  onFiles: (files: File[]) => void;
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onClearFinished: () => void;
  disabled?: boolean;
}

const STATUS_TEXT: Record<UploadStatus['kind'], string> = {
  checking: 'Checking…',
  refused: 'Refused',
  waiting: 'Waiting for connection',
  queued: 'Queued',
  sending: 'Sending',
  failed: 'Failed',
  done: 'Uploaded',
};

const STATUS_COLOR: Record<UploadStatus['kind'], string> = {
  checking: 'gray',
  refused: 'red',
  waiting: 'yellow',
  queued: 'gray',
  sending: 'blue',
  failed: 'red',
  done: 'green',
};

/**
 * Drop or pick several files; each gets a row with its state and bar, with an overall bar while
 * any is on its way. Every check and write happens in the callbacks (use-document-uploads.ts).
 */
export function UploadDocumentsPanel(props: UploadDocumentsPanelProps) {
  const { rows } = props;
  const inFlight = rows.some((row) => isInFlight(row.status));
  const finished = rows.some((row) => row.status.kind === 'done' || row.status.kind === 'refused');
  return (
    <Stack gap="sm">
      <FileDropZone
        onFiles={props.onFiles}
        disabled={props.disabled}
        label="Choose files to upload"
      >
        <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <IconCloudUpload size={36} stroke={1.4} aria-hidden />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Drag files here or click to choose
            </Text>
            <Text size="xs" c="dimmed">
              {props.allowedTypes.join(', ')} · up to {props.maxFileSize} MB each
            </Text>
          </Stack>
        </Group>
      </FileDropZone>
      <Checkbox
        label="Visible to the client"
        checked={props.isClientVisible}
        onChange={(event) => props.onClientVisibleChange(event.currentTarget.checked)}
      />
      {inFlight && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" aria-hidden>
            Overall
          </Text>
          <Progress
            value={overallPercent(rows)}
            aria-label="Overall progress"
            data-upload-overall
            animated
          />
        </Stack>
      )}
      {rows.length > 0 && (
        <Stack gap="xs" role="list" aria-label="Files to upload">
          {rows.map((row) => (
            <UploadRowItem
              key={row.key}
              row={row}
              onCancel={props.onCancel}
              onRetry={props.onRetry}
            />
          ))}
        </Stack>
      )}
      {finished && !inFlight && (
        <Group justify="flex-end">
          <Button size="compact-xs" variant="subtle" color="gray" onClick={props.onClearFinished}>
            Clear finished
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function UploadRowItem({
  row,
  onCancel,
  onRetry,
}: {
  row: UploadRow;
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
}) {
  const { status } = row;
  const percent = rowPercent(status);
  // Once every byte is out the server may already have it: cancelling could no longer undo it.
  const cancellable =
    status.kind === 'queued' ||
    status.kind === 'waiting' ||
    (status.kind === 'sending' && (status.total === 0 || status.loaded < status.total));
  const message = status.kind === 'refused' || status.kind === 'failed' ? status.message : null;
  return (
    <Stack gap={4} role="listitem" data-upload-row={row.name} data-upload-state={status.kind}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" truncate style={{ minWidth: 0, flex: 1 }}>
          {row.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatFileSize(row.size)}
        </Text>
        <Badge size="sm" tt="none" variant="light" color={STATUS_COLOR[status.kind]}>
          {STATUS_TEXT[status.kind]}
        </Badge>
        {status.kind === 'failed' && (
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={`Retry ${row.name}`}
            onClick={() => onRetry(row.key)}
          >
            <IconRefresh size={14} />
          </ActionIcon>
        )}
        {(cancellable || status.kind === 'refused') && (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={status.kind === 'refused' ? `Dismiss ${row.name}` : `Cancel ${row.name}`}
            onClick={() => onCancel(row.key)}
          >
            <IconX size={14} />
          </ActionIcon>
        )}
      </Group>
      {percent !== null && (
        <Progress
          size="sm"
          value={percent}
          color={STATUS_COLOR[status.kind]}
          aria-label={`${row.name}: ${percent}% sent`}
        />
      )}
      {message && (
        <Text size="xs" c="var(--app-danger-text)" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
