import { Button, FileButton, Group, Pill, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { UploadSettings } from '../../../collections/documents/prepare-upload';
import { acceptAttribute } from './allowed-files';
import { formatFileSize } from '../../../shared/ui/file-size';
import { useCheckedFiles } from './use-checked-files';

export interface AttachmentPickerProps {
  files: readonly File[];
  settings: UploadSettings;
  /** Files that passed the checks, to add to those picked before. */
  onAdd: (files: File[]) => void;
  onChange: (files: File[]) => void;
  /** True while picked files are being checked (a note sent meanwhile would miss them). */
  onCheckingChange?: (checking: boolean) => void;
}

/**
 * "Attach files" for a note: picked files become removable chips; a file the documents settings
 * refuse (the upload widget's rules: type, content, size) is left out and the reason shown at the
 * control.
 */
export function AttachmentPicker(props: AttachmentPickerProps) {
  const { files, settings, onAdd, onChange, onCheckingChange } = props;
  const checked = useCheckedFiles(settings, onAdd, onCheckingChange);
  const { pick, refusal, checking, resetRef, messageId } = checked;
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="wrap" aria-label="Files to attach">
        <FileButton
          multiple
          onChange={pick}
          accept={acceptAttribute(settings)}
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
              loading={checking}
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
