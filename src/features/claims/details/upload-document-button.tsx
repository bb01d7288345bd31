import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { DocumentLimits } from '../../../domain/document-limits';
import { acceptAttribute } from './allowed-files';
import { useCheckedFiles } from './use-checked-files';

export interface UploadDocumentButtonProps {
  limits: DocumentLimits;
  onUpload: (files: File[]) => void;
}

/** "Upload document": the allowed files go at once; refused ones are named with the reason. */
export function UploadDocumentButton({ limits, onUpload }: UploadDocumentButtonProps) {
  const { pick, refusal, resetRef, messageId } = useCheckedFiles(limits, onUpload);
  return (
    <Stack gap={4} align="flex-end">
      <FileButton
        multiple
        onChange={pick}
        accept={acceptAttribute(limits)}
        resetRef={resetRef}
        inputProps={{ 'aria-label': 'Upload document' }}
      >
        {(props) => (
          <Button
            {...props}
            size="compact-sm"
            variant="light"
            leftSection={<IconUpload size={14} />}
            aria-describedby={refusal ? messageId : undefined}
          >
            Upload document
          </Button>
        )}
      </FileButton>
      {refusal && (
        <Text id={messageId} size="xs" c="red" role="alert" ta="right">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
