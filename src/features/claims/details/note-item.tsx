import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import type { UploadSettings } from '../../../collections/documents/prepare-upload';
import { syncStateOf, type SyncStates } from '../../../shared/ui/sync-state';
import { ClientVisibleToggle } from './client-visible-toggle';
import { DocumentLink, type DocumentOpening } from './document-link';
import { formatDateTime } from '../../../shared/ui/display-format';
import { NoteComposer, type NoteDraft } from './note-composer';
import { NoteStatusEditor } from './note-status-editor';
import { PendingUploadBadge } from './pending-upload-badge';
import type { NoteNode } from './note-thread';
import { RichHtml } from '../../../shared/ui/rich-html';
import './note-mention.css';

export interface NoteActions extends DocumentOpening {
  authorName: (userId: string) => string;
  /** Document id → file name, for attachments linked to notes. */
  documentNames: Readonly<Record<string, string>>;
  /** Upload state per document id (a temp- id missing here is not yet synced). */
  documentStates?: SyncStates;
  /** Files can be attached to replies when given. */
  attachmentLimits?: UploadSettings | null;
  onReply: (parentId: string, draft: NoteDraft) => void;
  onToggleClientVisible: (noteId: string, visible: boolean) => void;
  onStatusChange: (noteId: string, status: string) => void;
  /** The user's role may not write the claim's notes: no reply, status or visibility controls. */
  readOnly?: boolean;
  /**
   * A stable key for a note or conversation: the id it was first shown under (its temp- id),
   * so an open reply box and its draft survive the note syncing. The id itself when absent.
   */
  keyOf?: (id: string) => string;
}

/** One note with its replies below it, indented, so a thread reads top to bottom. */
export function NoteItem({
  node,
  depth,
  actions,
}: {
  node: NoteNode;
  depth: number;
  actions: NoteActions;
}) {
  const { note, replies } = node;
  const [replying, setReplying] = useState(false);
  return (
    <Box
      pl={depth > 0 ? 'md' : 0}
      style={depth > 0 ? { borderLeft: '2px solid var(--app-line)' } : undefined}
    >
      <Paper
        withBorder
        radius="md"
        p="sm"
        data-note-id={note.id}
        data-client-visible={note.isClientVisible}
        style={note.isClientVisible ? { borderColor: 'var(--mantine-color-teal-3)' } : undefined}
      >
        <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {actions.authorName(note.createdBy)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(note.createdAt)}
            </Text>
          </Group>
          {actions.readOnly ? (
            <Badge variant="light" color="gray" size="sm">
              {note.status}
            </Badge>
          ) : (
            <Group gap={6}>
              <NoteStatusEditor
                status={note.status}
                onChange={(status) => actions.onStatusChange(note.id, status)}
              />
              <ClientVisibleToggle
                visible={note.isClientVisible}
                onChange={(visible) => actions.onToggleClientVisible(note.id, visible)}
              />
            </Group>
          )}
        </Group>
        <RichHtml html={note.text} />
        {note.documents.length > 0 && (
          <Group gap="xs" mt={6} role="list" aria-label="Attachments">
            {note.documents.map((id) => (
              <Group key={id} gap={4} wrap="nowrap" role="listitem" data-attachment-id={id}>
                <IconPaperclip size={12} aria-hidden />
                <DocumentLink
                  id={id}
                  name={actions.documentNames[id] ?? 'Attachment'}
                  size="xs"
                  onOpenDocument={actions.onOpenDocument}
                  onPreviewDocument={actions.onPreviewDocument}
                  openingDocumentId={actions.openingDocumentId}
                />
                <PendingUploadBadge state={syncStateOf(actions.documentStates, id)} />
              </Group>
            ))}
          </Group>
        )}
        {!replying && !actions.readOnly && (
          <Button
            variant="subtle"
            size="compact-xs"
            color="gray"
            mt={6}
            leftSection={<IconArrowBackUp size={12} />}
            onClick={() => setReplying(true)}
          >
            Reply
          </Button>
        )}
        {replying && (
          <Box mt="xs">
            <NoteComposer
              label="Reply"
              submitLabel="Reply"
              autoFocus
              attachmentLimits={actions.attachmentLimits}
              onCancel={() => setReplying(false)}
              onSubmit={(draft) => {
                actions.onReply(note.id, draft);
                setReplying(false);
              }}
            />
          </Box>
        )}
      </Paper>
      {replies.length > 0 && (
        <Stack gap="xs" mt="xs" role="list" aria-label="Replies">
          {replies.map((reply) => (
            <div role="listitem" key={actions.keyOf?.(reply.note.id) ?? reply.note.id}>
              <NoteItem node={reply} depth={depth + 1} actions={actions} />
            </div>
          ))}
        </Stack>
      )}
    </Box>
  );
}
