import { Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconMessages, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Conversation } from '../../../domain/conversation.schema';
import { cleanText } from '../../../domain/cleaning/clean-text';
import { defaultConversationTitle } from '../../../domain/constants';
import type { Note } from '../../../domain/note.schema';
import { formatDateTime } from '../../../shared/ui/display-format';
import { DetailsSection } from '../../../shared/ui/details-section';
import { NewNameRow } from '../../../shared/ui/new-name-row';
import { NoteComposer, type NoteDraft } from './note-composer';
import { NoteItem, type NoteActions } from './note-item';
import { buildNoteThreads, isAutomaticNote } from './note-thread';
import { StatePanel, type PanelState } from '../../../shared/ui/state-panel';

export interface NewNote extends NoteDraft {
  conversationId: string;
  parentId: string | null;
}

export interface ConversationsPanelProps extends Omit<NoteActions, 'onReply'> {
  conversations: readonly Conversation[];
  /** The claim's notes; automatic ones are left to the timeline. */
  notes: readonly Note[];
  onCreateConversation: (title: string) => void;
  onAddNote: (note: NewNote) => void;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
}

export function ConversationsPanel(props: ConversationsPanelProps) {
  const { conversations, notes, onCreateConversation, onAddNote, state } = props;
  const keyOf = props.keyOf ?? ((id: string) => id);
  // Kept by stable key: a conversation chosen before it synced stays chosen after.
  const [selected, setSelected] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const activeId =
    conversations.find((c) => keyOf(c.id) === selected)?.id ?? conversations[0]?.id ?? null;
  const threads = useMemo(
    () =>
      buildNoteThreads(notes.filter((n) => n.conversationId === activeId && !isAutomaticNote(n))),
    [notes, activeId],
  );
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const note of notes)
      if (note.conversationId)
        map.set(note.conversationId, (map.get(note.conversationId) ?? 0) + 1);
    return map;
  }, [notes]);
  const placeholder = defaultConversationTitle(conversations.length + 1);
  const create = () => {
    onCreateConversation(cleanText(title) || placeholder);
    setTitle('');
  };
  const add = (parentId: string | null) => (draft: NoteDraft) => {
    if (activeId) onAddNote({ ...draft, conversationId: activeId, parentId });
  };
  const actions: NoteActions = { ...props, onReply: (parentId, draft) => add(parentId)(draft) };
  const active = conversations.find((c) => c.id === activeId);

  return (
    <DetailsSection title="Conversations" icon={<IconMessages size={18} stroke={1.6} />}>
      {state ? (
        <StatePanel state={state} />
      ) : (
        <Group align="flex-start" gap="md" wrap="wrap">
          <Stack gap="xs" w={{ base: '100%', sm: 230 }}>
            <ScrollArea.Autosize mah={360}>
              {conversations.length === 0 && (
                <Text size="sm" c="dimmed" py="xs">
                  No conversations yet.
                </Text>
              )}
              {conversations.map((c) => (
                <NavLink
                  key={keyOf(c.id)}
                  label={c.title}
                  description={`${counts.get(c.id) ?? 0} notes · ${formatDateTime(c.createdAt)}`}
                  active={c.id === activeId}
                  onClick={() => setSelected(keyOf(c.id))}
                  aria-current={c.id === activeId ? 'true' : undefined}
                  styles={{ root: { borderRadius: 6 } }}
                />
              ))}
            </ScrollArea.Autosize>
            {!props.readOnly && (
              <NewNameRow
                label="New conversation title"
                placeholder={placeholder}
                value={title}
                onValueChange={setTitle}
                onSubmit={create}
                icon={<IconPlus size={12} />}
                submitLabel="New"
              />
            )}
          </Stack>
          <Stack gap="sm" style={{ flex: 1, minWidth: 280 }}>
            {!active ? (
              <StatePanel
                state={{
                  kind: 'empty',
                  title: 'Start a conversation',
                  description: 'Notes live in conversations; create one to add the first note.',
                }}
              />
            ) : (
              <>
                <Text fw={600} size="sm">
                  {active.title}
                </Text>
                {threads.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No notes in this conversation yet.
                  </Text>
                )}
                <Stack gap="sm" role="list" aria-label={`Notes in ${active.title}`}>
                  {threads.map((node) => (
                    <div role="listitem" key={keyOf(node.note.id)}>
                      <NoteItem node={node} depth={0} actions={actions} />
                    </div>
                  ))}
                </Stack>
                {!props.readOnly && (
                  <NoteComposer
                    label={`New note in ${active.title}`}
                    onSubmit={add(null)}
                    attachmentLimits={props.attachmentLimits}
                  />
                )}
              </>
            )}
          </Stack>
        </Group>
      )}
    </DetailsSection>
  );
}
