import { Badge, Tooltip } from '@mantine/core';
import { IconNoteOff } from '@tabler/icons-react';

const EXPLANATION =
  'This file was uploaded for a note, but the note was not saved (the app closed in between). ' +
  'The file stays on the claim; add a note for it if it needs one.';

/** Marks a document uploaded for a note that never reached the queue (issue 11). */
export function NoteNotSavedBadge() {
  return (
    <Tooltip label={EXPLANATION} multiline w={280} withArrow>
      <Badge
        size="xs"
        radius="sm"
        tt="none"
        variant="light"
        color="orange"
        leftSection={<IconNoteOff size={10} />}
        data-note-not-saved
      >
        Not attached to a note
      </Badge>
    </Tooltip>
  );
}
