import { Button, FileButton, Group, Pill, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import type { DocumentLimits } from '../../domain/document-limits';
import { acceptAttribute, allowedFiles } from './allowed-files';
import { formatFileSize } from './file-size';

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
  const [refusal, setRefusal] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const messageId = useId();
  const pick = (picked: File[]) => {
    // The same file can be picked again after being removed.
    resetRef.current?.();
    const { accepted, refusal: reason } = allowedFiles(picked, limits);
    setRefusal(reason);
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };
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
        <Text id={messageId} size="xs" c="red" role="alert">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
