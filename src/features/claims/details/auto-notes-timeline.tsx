import { Badge, Group, Paper, Text, Timeline } from '@mantine/core';
import { IconArrowsExchange, IconFilePlus, IconHistory, IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { CLAIM_CREATION_NOTE_TITLE, STATUS_CHANGE_NOTE_TITLE } from '../../../domain/claim-status';
import type { Note } from '../../../domain/note.schema';
import { formatDateTime } from '../../../shared/ui/display-format';
import { isAutomaticNote } from './note-thread';
import { RichHtml } from '../../../shared/ui/rich-html';

export interface AutoNotesTimelineProps {
  notes: readonly Note[];
  authorName: (userId: string) => string;
}

const ICONS: Readonly<Record<string, typeof IconPencil>> = {
  [CLAIM_CREATION_NOTE_TITLE]: IconFilePlus,
  [STATUS_CHANGE_NOTE_TITLE]: IconArrowsExchange,
};

/** Claim Creation, Claim Update and Status Change notes, newest first; always internal. */
export function AutoNotesTimeline({ notes, authorName }: AutoNotesTimelineProps) {
  const items = useMemo(
    () => notes.filter(isAutomaticNote).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [notes],
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="History">
      <Group gap="xs" mb="sm" justify="space-between">
        <Group gap="xs">
          <IconHistory size={18} stroke={1.6} />
          <Text fw={600}>History</Text>
        </Group>
        <Badge variant="light" color="gray" radius="sm" tt="none">
          Internal only
        </Badge>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes recorded yet.
        </Text>
      ) : (
        <Timeline bulletSize={22} lineWidth={2}>
          {items.map((note) => {
            const Icon = ICONS[note.title ?? ''] ?? IconPencil;
            return (
              <Timeline.Item
                key={note.id}
                bullet={<Icon size={12} />}
                title={
                  <Text size="sm" fw={600}>
                    {note.title}
                  </Text>
                }
              >
                <RichHtml html={note.text} />
                <Text size="xs" c="dimmed" mt={2}>
                  {authorName(note.createdBy)} · {formatDateTime(note.createdAt)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
