import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { DocumentStorageUse } from '../../../collections/documents/document-offline.hooks';
import { BYTES_PER_MB } from '../../../domain/document-storage';
import type { StorageEstimate } from '../../../shared/services/storage-estimate';
import { formatFileSize } from '../../../shared/ui/file-size';

export interface DocumentStoragePanelProps {
  use: DocumentStorageUse | null;
  estimate: StorageEstimate | null;
  storeDocuments: boolean;
  maxStorageSize: number;
  freeing: boolean;
  onFreeSpace: () => void;
}

const files = (count: number) => (count === 1 ? '1 file' : `${count} files`);

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-storage-figure={label}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Stack>
  );
}

/**
 * Settings › Offline: the document files this device keeps (issue 14), what they and the whole
 * app take, and "Free space". Pins are set on each claim's page.
 */
export function DocumentStoragePanel(props: DocumentStoragePanelProps) {
  const { use, estimate, storeDocuments, maxStorageSize } = props;
  const stored = use?.stored ?? { count: 0, bytes: 0 };
  const pending = use?.pending ?? { count: 0, bytes: 0 };
  const pinned = use?.pinnedClaims.length ?? 0;
  const limit = maxStorageSize * BYTES_PER_MB;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="document-storage">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="md" id="document-storage">
            Documents on this device
          </Title>
          <Text size="sm" c="dimmed">
            {storeDocuments
              ? `The documents of the claims kept here are stored encrypted, up to ${maxStorageSize} MB, so they open offline. The least recently opened make room first; pinned claims' documents last.`
              : 'Storing documents is off: only uploads waiting to be sent are kept here.'}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Figure
            label="Stored documents"
            value={use ? formatFileSize(stored.bytes) : '—'}
            detail={`${files(stored.count)} · ${pinned === 1 ? '1 claim' : `${pinned} claims`} pinned`}
          />
          <Figure
            label="Waiting to upload"
            value={use ? formatFileSize(pending.bytes) : '—'}
            detail={`${files(pending.count)}, kept until sent`}
          />
          <Figure
            label="Browser storage"
            value={estimate ? formatFileSize(estimate.usage) : 'Unknown'}
            detail={
              estimate
                ? `of ${formatFileSize(estimate.quota)} the browser allows`
                : 'This browser does not say'
            }
          />
        </SimpleGrid>
        {storeDocuments && (
          <Progress
            value={Math.min(100, (stored.bytes / limit) * 100)}
            size="sm"
            aria-label={`Stored documents: ${formatFileSize(stored.bytes)} of ${maxStorageSize} MB`}
          />
        )}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="xs" c="dimmed" maw={520}>
            Free space removes the stored copies that are uploaded and not pinned. A document is
            stored again when it or its claim is opened.
          </Text>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={props.freeing}
            disabled={stored.count === 0}
            onClick={props.onFreeSpace}
          >
            Free space
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
