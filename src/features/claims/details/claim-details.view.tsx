import { Button, Grid, Stack } from '@mantine/core';
import { IconPencil, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { routePath } from '../../../shared/routes/route-table';
import { memo, useCallback, useMemo, useState } from 'react';
import { AutoNotesTimeline } from './auto-notes-timeline';
import { ClaimDocumentsList } from './claim-documents-list';
import { ClaimHeader } from './claim-header';
import { syncStateOf } from '../../../shared/ui/sync-state';
import { userName } from '../claim-lookups';
import { ClaimTasksList } from './claim-tasks-list';
import { ConversationsPanel } from './conversations-panel';
import { DetailsElsewhereNotice } from './details-elsewhere-notice';
import { CustomersPanel } from './customers-panel';
import { useClaimActions } from './claim-actions.hooks';
import { useClaimConflict } from './claim-conflict.hooks';
import type { useClaimDetailsData } from './claim-details.data';
import { ClaimEditModal } from '../form/claim-edit-modal';
import { useClaimLookups, useContactOptions } from '../claim-options.hooks';
import { useConversationActions } from './conversation-actions.hooks';
import { useCustomerActions } from './customer-actions.hooks';
import { useDocumentOpener } from '../../../shared/documents/use-document-opener';
import {
  DocumentPreview,
  type DocumentPreviewRequest,
} from '../../../shared/documents/document-preview';
import { useDocumentEditing } from '../../../shared/documents/use-document-editing';
import { FieldPhotosPanel } from './field-capture/field-photos-panel';
import { usePhotoLogExport, useTakePhoto } from './field-capture/field-capture.hooks';
import { useClaimDocumentsOffline } from './document-offline.hooks';
import { useWithoutNoteRepair } from './awaiting-note.hooks';
import { useClaimTaskActions } from './claim-task-actions.hooks';
import { TaskEditor } from '../../../shared/tasks/task-editor';
import { CLAIM_READ_ONLY_MESSAGE, canWriteClaims } from '../../../domain/permissions';
import { usePermissions } from '../../../shared/services/use-permissions';

type Data = ReturnType<typeof useClaimDetailsData>;

// The panels re-render only when their own props change: a change of the claim or of the queue
// (every status change makes both) then repaints the header, not every note, task and document,
// which keeps a write's storage work and the other tabs' paint from waiting behind that render.
const Conversations = memo(ConversationsPanel);
const AutoNotes = memo(AutoNotesTimeline);
const Customers = memo(CustomersPanel);
const Tasks = memo(ClaimTasksList);
const Documents = memo(ClaimDocumentsList);
const FieldPhotos = memo(FieldPhotosPanel);

export function ClaimDetailsView({ data }: { data: Data & { claim: NonNullable<Data['claim']> } }) {
  const { claim, notes, conversations, tasks, documents, syncStates, documentStates, keyOf } = data;
  const [editing, setEditing] = useState(false);
  const lookups = useClaimLookups();
  const contacts = useContactOptions();
  const conflict = useClaimConflict(claim.id);
  const actions = useClaimActions(claim.id, conflict?.opId ?? null);
  const customerActions = useCustomerActions(claim.id, claim.customers, contacts);
  const noteActions = useConversationActions(claim.id);
  const [preview, setPreview] = useState<DocumentPreviewRequest | null>(null);
  const { edits: documentEdits, dialogs: documentDialogs } = useDocumentEditing();
  const { openingDocumentId, onOpenDocument } = useDocumentOpener();
  // A photo's uncompressed original is listed with its photo, not as a document of its own.
  const listedDocuments = useMemo(() => documents.filter((d) => !d.originalOf), [documents]);
  const opener = useMemo(
    () => ({
      openingDocumentId,
      onOpenDocument,
      // A document, attachment or photo opens among the claim's listed documents, so ←/→ go
      // through all of them.
      onPreviewDocument: (id: string) => {
        const ids = listedDocuments.map((d) => d.id);
        const index = ids.indexOf(id);
        setPreview(index >= 0 ? { ids, index } : { ids: [id], index: 0 });
      },
    }),
    [openingDocumentId, onOpenDocument, listedDocuments],
  );
  const documentsOffline = useClaimDocumentsOffline(claim.id);
  const taskActions = useClaimTaskActions(claim.id);
  const takePhoto = useTakePhoto(claim.id);
  const photoLog = usePhotoLogExport(claim.claimNumber ?? claim.id, documents);
  const documentNames = useMemo(
    () => Object.fromEntries(documents.map((d) => [d.id, d.name])),
    [documents],
  );
  const authorName = useCallback(
    (id: string) => userName(lookups, id) || 'Unknown user',
    [lookups],
  );
  const readOnly = !canWriteClaims(usePermissions());
  const repair = useWithoutNoteRepair(claim.id, data.documentsWithoutNote, conversations, readOnly);

  return (
    <>
      <ClaimHeader
        claim={claim}
        lookups={lookups}
        syncStates={syncStates}
        onStatusChange={actions.changeStatus}
        serverVersion={conflict?.server ?? null}
        onKeepMine={actions.keepMine}
        onTakeServer={actions.takeServers}
        readOnlyReason={readOnly ? CLAIM_READ_ONLY_MESSAGE : null}
        actions={
          <>
            {syncStateOf(syncStates, claim.id) === 'failed' && (
              <Button
                variant="light"
                color="red"
                size="sm"
                leftSection={<IconRefresh size={14} />}
                onClick={actions.retryFailed}
              >
                Retry sync
              </Button>
            )}
            <Button
              component={Link}
              to={routePath('claimPrint', { id: claim.id })}
              variant="default"
              size="sm"
              leftSection={<IconPrinter size={14} />}
            >
              Print
            </Button>
            {!readOnly && (
              <Button
                variant="default"
                size="sm"
                leftSection={<IconPencil size={14} />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            )}
          </>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <DetailsElsewhereNotice claimId={claim.id} />
            <Conversations
              conversations={conversations}
              notes={notes}
              authorName={authorName}
              documentNames={documentNames}
              documentStates={documentStates}
              keyOf={keyOf}
              {...opener}
              {...noteActions}
              readOnly={readOnly}
            />
            <AutoNotes notes={notes} authorName={authorName} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <Customers
              customers={claim.customers}
              contacts={contacts}
              {...customerActions}
              readOnly={readOnly}
            />
            <Tasks tasks={tasks} assigneeName={authorName} {...taskActions.list} />
            <Documents
              documents={listedDocuments}
              syncStates={documentStates}
              withoutNote={data.documentsWithoutNote}
              uploadTo={claim.id}
              offline={documentsOffline}
              repair={repair}
              edits={documentEdits}
              {...opener}
            />
            <FieldPhotos
              documents={documents}
              syncStates={documentStates}
              takePhoto={takePhoto}
              photoLog={photoLog}
              {...opener}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <ClaimEditModal claimId={claim.id} opened={editing} onClose={() => setEditing(false)} />
      <DocumentPreview request={preview} onClose={() => setPreview(null)} />
      {documentDialogs}
      <TaskEditor {...taskActions.editor} />
    </>
  );
}
