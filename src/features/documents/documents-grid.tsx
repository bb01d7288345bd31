import { Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { formatFileSize } from '../../shared/ui/file-size';
import { StatePanel } from '../../shared/ui/state-panel';
import { SyncStateBadge } from '../../shared/ui/sync-state-badge';
import { syncStateOf } from '../../shared/ui/sync-state';
import { DocumentActionsMenu } from '../../shared/documents/document-actions-menu';
import { ClaimLink, ClientVisibility } from './document-cells';
import type { DocumentRow } from './document-rows';
import { DocumentThumbnail } from './document-thumbnail';
import type { DocumentsViewProps } from './documents-table';

const CARD_MIN_WIDTH = 150;
const THUMB_HEIGHT = 120;
const CARD_HEIGHT = 222;
const GAP = 12;

/**
 * The library as thumbnails, virtualized by rows of cards (only the rows in view exist, so their
 * images are decrypted only while shown).
 */
export function DocumentsGrid(props: DocumentsViewProps) {
  const { rows } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { ref: sizeRef, width } = useElementSize();
  const perRow = Math.max(1, Math.floor((width + GAP) / (CARD_MIN_WIDTH + GAP)));
  const lines = Math.ceil(rows.length / perRow);
  // eslint-disable-next-line react-hooks/incompatible-library -- as in virtual-table.tsx
  const virtualizer = useVirtualizer({
    count: lines,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT + GAP,
    overscan: 3,
  });
  const body = props.state ?? (rows.length === 0 ? props.empty : null);
  // Like the list, the grid ends with its last cards instead of a tall empty box.
  const fitted = body ? 280 : lines * (CARD_HEIGHT + GAP) + 2 * GAP;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Box
        ref={scrollRef}
        role="list"
        aria-label="Documents"
        aria-busy={props.state?.kind === 'loading'}
        style={{ height: Math.min(props.height, fitted), overflow: 'auto' }}
        p={GAP}
      >
        <Box ref={sizeRef}>
          {body ? (
            <StatePanel state={body} minHeight={240} />
          ) : (
            <Box style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((line) => (
                <Box
                  key={line.key}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    transform: `translateY(${line.start}px)`,
                    display: 'grid',
                    gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
                    gap: GAP,
                  }}
                >
                  {rows.slice(line.index * perRow, (line.index + 1) * perRow).map((row) => (
                    <DocumentCard key={row.doc.id} row={row} {...props} />
                  ))}
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

function DocumentCard({ row, ...props }: DocumentsViewProps & { row: DocumentRow }) {
  const { doc } = row;
  return (
    <Paper
      role="listitem"
      withBorder
      radius="md"
      h={CARD_HEIGHT}
      data-document-id={doc.id}
      style={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <UnstyledButton onClick={() => props.onOpenDocument(doc)} aria-label={`Open ${doc.name}`}>
        <DocumentThumbnail row={row} height={THUMB_HEIGHT} />
      </UnstyledButton>
      <Stack gap={2} p={8} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text fz={13} fw={600} truncate title={doc.name}>
            {doc.name}
          </Text>
          <DocumentActionsMenu
            doc={doc}
            actions={props.actions}
            onOpenDocument={props.onOpenDocument}
            onRename={props.onRename}
            onDelete={props.onDelete}
          />
        </Group>
        <Group gap={6} wrap="nowrap">
          <Box style={{ flexShrink: 0 }}>
            <ClaimLink claimId={doc.claimId} claimNumber={row.claimNumber} />
          </Box>
          <Text fz={12} c="dimmed" truncate>
            {row.clientName}
          </Text>
        </Group>
        <Text fz={11} c="dimmed" truncate>
          {formatFileSize(doc.size)} · {dayjs(row.uploadedMs).format('MMM D, YYYY')}
        </Text>
        <Group gap={6} wrap="nowrap" justify="space-between" mt="auto">
          <ClientVisibility visible={doc.isClientVisible} />
          <SyncStateBadge state={syncStateOf(props.syncStates, doc.id)} recordId={doc.id} compact />
        </Group>
      </Stack>
    </Paper>
  );
}
