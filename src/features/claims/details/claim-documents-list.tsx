import { Group, Stack, Text } from '@mantine/core';
import { IconEye, IconFile, IconFiles } from '@tabler/icons-react';
import type { ClaimDocument } from '../../../domain/document.schema';
import { formatDate } from '../claim-format';
import { syncStateOf, type SyncStates } from '../../../shared/ui/sync-state';
import { DetailsSection, SectionItems } from '../../../shared/ui/details-section';
import { DocumentLink, type DocumentOpening } from './document-link';
import { formatFileSize } from '../../../shared/ui/file-size';
import { NoteNotSavedBadge } from './note-not-saved-badge';
import { PendingUploadBadge } from './pending-upload-badge';
import type { PanelState } from '../../../shared/ui/state-panel';
import { UploadDocumentsButton } from '../../../shared/document-upload/upload-documents-button';

export interface ClaimDocumentsListProps extends DocumentOpening {
  documents: readonly ClaimDocument[];
  /** Upload state per document id (a temp- id missing here is not yet synced). */
  syncStates?: SyncStates;
  /** Documents uploaded for a note that was never saved (the tab closed between the two). */
  withoutNote?: ReadonlySet<string>;
  /** The claim's id where uploading is offered (the button itself checks the permission). */
  uploadTo?: string;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
}

export function ClaimDocumentsList(props: ClaimDocumentsListProps) {
  const { documents, syncStates, uploadTo, state } = props;
  return (
    <DetailsSection title="Documents" icon={<IconFiles size={18} stroke={1.6} />}>
      {uploadTo && (
        <Group justify="flex-end" mb="xs">
          <UploadDocumentsButton claimId={uploadTo} />
        </Group>
      )}
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
            {doc.isClientVisible && <IconEye size={14} aria-label="Visible to the client" />}
          </Group>
        ))}
      </SectionItems>
    </DetailsSection>
  );
}
