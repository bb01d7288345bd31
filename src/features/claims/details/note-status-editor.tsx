import { Badge, Group, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { cleanText } from '../../../domain/cleaning/clean-text';
import { DEFAULT_NOTE_STATUS } from '../../../domain/constants';
import { SanitizedTextInput } from '../../../shared/ui/form/sanitized-text-input';

export interface NoteStatusEditorProps {
  status: string | null | undefined;
  onChange: (status: string) => void;
}

/** The note's free-text status, edited in place: Enter or leaving saves, Escape cancels. */
export function NoteStatusEditor({ status, onChange }: NoteStatusEditorProps) {
  const current = status || DEFAULT_NOTE_STATUS;
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const next = cleanText(draft ?? '');
    setDraft(null);
    if (next && next !== current) onChange(next);
  };
  if (draft !== null) {
    return (
      <SanitizedTextInput
        aria-label="Note status"
        size="xs"
        w={140}
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
    );
  }
  return (
    <UnstyledButton onClick={() => setDraft(current)} aria-label={`Note status: ${current}. Edit`}>
      <Badge
        variant="outline"
        color="gray"
        radius="sm"
        tt="none"
        fw={500}
        rightSection={<IconPencil size={10} />}
      >
        <Group gap={4}>{current}</Group>
      </Badge>
    </UnstyledButton>
  );
}
