import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Claim } from '../../src/domain/claim.schema';
import type { Conversation } from '../../src/domain/conversation.schema';
import type { Note } from '../../src/domain/note.schema';
import { AutoNotesTimeline } from '../../src/features/claims/details/auto-notes-timeline';
import { ClaimDocumentsList } from '../../src/features/claims/details/claim-documents-list';
import { ClaimHeader } from '../../src/features/claims/details/claim-header';
import type { ClaimLookups } from '../../src/features/claims/claim-lookups';
import { ClaimTasksList } from '../../src/features/claims/details/claim-tasks-list';
import { ConversationsPanel } from '../../src/features/claims/details/conversations-panel';
import { CustomersPanel } from '../../src/features/claims/details/customers-panel';
import { fakeClaims, USERS } from './fake-claims';
import { galleryConversations, galleryDocuments, galleryNotes, galleryTasks } from './fake-details';

export function GalleryDetails({ lookups }: { lookups: ClaimLookups }) {
  const [claim, setClaim] = useState<Claim>(() => ({
    ...(fakeClaims(13, lookups.now)[12] as Claim),
    customers: [
      { id: 'p-1', name: 'Emily Carter', isPrimary: true },
      { id: 'p-2', name: 'Noah Brooks', isPrimary: false },
    ],
  }));
  const [notes, setNotes] = useState<Note[]>(galleryNotes);
  const [conversations, setConversations] = useState<Conversation[]>(galleryConversations);
  const server: Claim = { ...claim, city: 'Boulder', estimatedValue: 48_000, status: 'Appraisal' };
  const author = (id: string) => USERS[id] ?? id;
  return (
    <Stack gap={0}>
      <ClaimHeader
        claim={claim}
        lookups={lookups}
        syncStates={{ [claim.id]: 'conflict' }}
        serverVersion={server}
        onKeepMine={() => undefined}
        onTakeServer={() => setClaim(server)}
        onStatusChange={(status) => setClaim({ ...claim, status })}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <ConversationsPanel
              conversations={conversations}
              notes={notes}
              authorName={author}
              documentNames={{ 'd-1': 'roof-photos.zip', 'd-2': 'estimate.pdf' }}
              onCreateConversation={(title) =>
                setConversations([
                  ...conversations,
                  { ...galleryConversations[0]!, id: `cv-${conversations.length + 1}`, title },
                ])
              }
              onAddNote={(n) =>
                setNotes([
                  ...notes,
                  {
                    ...galleryNotes[0]!,
                    id: `n-${notes.length + 10}`,
                    text: n.html,
                    parentId: n.parentId,
                    conversationId: n.conversationId,
                    isClientVisible: n.isClientVisible,
                    createdAt: new Date().toISOString(),
                  },
                ])
              }
              onToggleClientVisible={(id, v) =>
                setNotes(notes.map((n) => (n.id === id ? { ...n, isClientVisible: v } : n)))
              }
              onStatusChange={(id, status) =>
                setNotes(notes.map((n) => (n.id === id ? { ...n, status } : n)))
              }
            />
            <AutoNotesTimeline notes={notes} authorName={author} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <CustomersPanel
              customers={claim.customers}
              contacts={[
                { value: 'x-1', label: 'Olivia Nguyen' },
                { value: 'x-2', label: 'Liam Garcia' },
              ]}
              onAddContact={() => undefined}
              onCreateCustomer={() => undefined}
              onRemove={() => undefined}
              onSetPrimary={() => undefined}
            />
            <ClaimTasksList
              tasks={galleryTasks}
              assigneeName={author}
              onAdd={() => undefined}
              onOpen={() => undefined}
              onToggleDone={() => undefined}
              canToggle={() => true}
            />
            <ClaimDocumentsList documents={galleryDocuments} onOpenDocument={() => undefined} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
