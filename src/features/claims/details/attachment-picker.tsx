import { Button, FileButton, Group, Pill, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { DocumentLimits } from '../../../domain/document-limits';
import { acceptAttribute } from './allowed-files';
import { formatFileSize } from '../../../shared/ui/file-size';
import { useCheckedFiles } from './use-checked-files';

export interface AttachmentPickerProps {
  files: readonly File[];
  limits: DocumentLimits;
  onChange: (files: File[]) => void;
}

/**
 * "Attach files" for a note: picked files become removable chips; a file the documents settings
 * refuse is left out and the reason shown at the control.
 */
export function AttachmentPicker({ files, limits, onChange }: AttachmentPickerProps) {
  const checked = useCheckedFiles(limits, (accepted) => onChange([...files, ...accepted]));
  const { pick, refusal, resetRef, messageId } = checked;
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="wrap" aria-label="Files to attach">
        <FileButton
          multiple
          onChange={pick}
          accept={acceptAttribute(limits)}
          resetRef={resetRef}
          inputProps={{ 'aria-label': 'Attach files' }}
        >
          {(props) => (
            <Button
              {...props}
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconPaperclip size={12} />}
              aria-describedby={refusal ? messageId : undefined}
            >
              Attach files
            </Button>
          )}
        </FileButton>
        {files.map((file, index) => (
          <Pill
            key={`${file.name}-${index}`}
            withRemoveButton
            onRemove={() => onChange(files.filter((_, i) => i !== index))}
            removeButtonProps={{ 'aria-label': `Remove ${file.name}` }}
            data-attachment={file.name}
          >
            {file.name} · {formatFileSize(file.size)}
          </Pill>
        ))}
      </Group>
      {refusal && (
        <Text id={messageId} size="xs" c="var(--app-danger-text)" role="alert">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
