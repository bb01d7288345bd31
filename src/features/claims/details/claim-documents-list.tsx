import { Alert, Button, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconEye, IconFile, IconFiles, IconNoteOff } from '@tabler/icons-react';
import type { ClaimDocument } from '../../../domain/document.schema';
import { formatDate } from '../../../shared/ui/display-format';
import { syncStateOf, type SyncStates } from '../../../shared/ui/sync-state';
import { DetailsSection, SectionItems } from '../../../shared/ui/details-section';
import { DocumentLink, type DocumentOpening } from './document-link';
import { formatFileSize } from '../../../shared/ui/file-size';
import { NoteNotSavedBadge } from './note-not-saved-badge';
import { PendingUploadBadge } from './pending-upload-badge';
import type { PanelState } from '../../../shared/ui/state-panel';
import { UploadDocumentsButton } from '../../../shared/document-upload/upload-documents-button';
import { DocumentActionsMenu } from '../../../shared/documents/document-actions-menu';
import type { DocumentEdits } from '../../../shared/documents/use-document-editing';

/** The claim's files on this device (issue 14), while the offline setting storeDocuments is on. */
export interface DocumentsOffline {
  stored: ReadonlySet<string>;
  pinned: boolean;
  onPinnedChange: (pinned: boolean) => void;
}

const PIN_EXPLANATION =
  'Keeps this claim and its documents on this device: they are the last to make room.';

/** Files whose note was lost (awaiting-note.ts): add them to a note, or keep them without one. */
export interface WithoutNoteRepair {
  /** The conversation the note goes to; null when the claim has none (then only Keep). */
  conversationTitle: string | null;
  onAddNote: (() => void) | null;
  onKeep: () => void;
}

export interface ClaimDocumentsListProps extends DocumentOpening {
  documents: readonly ClaimDocument[];
  /** Upload state per document id (a temp- id missing here is not yet synced). */
  syncStates?: SyncStates;
  /** Documents uploaded for a note that was never saved (the tab closed between the two). */
  withoutNote?: ReadonlySet<string>;
  /** The claim's id where uploading is offered (the button itself checks the permission). */
  uploadTo?: string;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  offline?: DocumentsOffline | null;
  repair?: WithoutNoteRepair | null;
  /** Rename, show to or hide from the client, delete (each row's menu, as in the library). */
  edits?: DocumentEdits | null;
}

function WithoutNoteAlert({ count, repair }: { count: number; repair: WithoutNoteRepair }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconNoteOff size={16} />}
      mb="xs"
      title={count === 1 ? 'A file lost its note' : `${count} files lost their note`}
      data-without-note-alert
    >
      <Text size="sm" mb="xs">
        Uploaded for a note that was not saved (the app closed in between).
      </Text>
      <Group gap="xs">
        {repair.onAddNote && (
          <Button size="xs" onClick={repair.onAddNote}>
            Add to a note in “{repair.conversationTitle}”
          </Button>
        )}
        <Button size="xs" variant="default" onClick={repair.onKeep}>
          Keep without a note
        </Button>
      </Group>
    </Alert>
  );
}

export function ClaimDocumentsList(props: ClaimDocumentsListProps) {
  const { documents, syncStates, uploadTo, state, offline, repair } = props;
  const lost = documents.filter((doc) => props.withoutNote?.has(doc.id)).length;
  const open = (doc: Pick<ClaimDocument, 'id' | 'name'>) =>
    props.onPreviewDocument
      ? props.onPreviewDocument(doc.id)
      : props.onOpenDocument?.(doc.id, doc.name);
  return (
    <DetailsSection title="Documents" icon={<IconFiles size={18} stroke={1.6} />}>
      {(uploadTo || offline) && (
        <Group justify="space-between" mb="xs" gap="xs">
          {offline ? (
            <Tooltip label={PIN_EXPLANATION} multiline w={260} withArrow>
              <Switch
                size="sm"
                label="Keep on this device"
                checked={offline.pinned}
                onChange={(event) => offline.onPinnedChange(event.currentTarget.checked)}
              />
            </Tooltip>
          ) : (
            <span />
          )}
          {uploadTo && <UploadDocumentsButton claimId={uploadTo} />}
        </Group>
      )}
      {repair && lost > 0 && <WithoutNoteAlert count={lost} repair={repair} />}
      <SectionItems state={state} count={documents.length} emptyText="No documents for this claim.">
        {documents.map((doc) => (
          <Group key={doc.id} gap="xs" wrap="nowrap" role="listitem" data-document-row={doc.id}>
            <IconFile size={16} stroke={1.6} aria-hidden />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <DocumentLink
                id={doc.id}
                name={doc.name}
                onOpenDocument={props.onOpenDocument}
                onPreviewDocument={props.onPreviewDocument}
                openingDocumentId={props.openingDocumentId}
              />
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {formatFileSize(doc.size)} · {formatDate(doc.createdAt)}
                </Text>
                <PendingUploadBadge state={syncStateOf(syncStates, doc.id)} />
                {props.withoutNote?.has(doc.id) && <NoteNotSavedBadge />}
              </Group>
            </Stack>
            {offline?.stored.has(doc.id) && (
              <IconDeviceFloppy size={14} aria-label="Stored on this device" />
            )}
            {doc.isClientVisible && <IconEye size={14} aria-label="Visible to the client" />}
            {props.edits && (
              <DocumentActionsMenu doc={doc} {...props.edits} onOpenDocument={open} />
            )}
          </Group>
        ))}
      </SectionItems>
    </DetailsSection>
  );
}
