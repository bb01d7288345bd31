import { Badge } from '@mantine/core';
import { IconCloudUpload, IconAlertTriangle } from '@tabler/icons-react';

export type UploadState = 'pending' | 'failed' | 'conflict' | 'synced';

/** Marks a document the server does not have yet (an upload still in the queue, or failed). */
export function PendingUploadBadge({ state }: { state: UploadState }) {
  if (state === 'synced') return null;
  const failed = state !== 'pending';
  return (
    <Badge
      size="xs"
      radius="sm"
      tt="none"
      variant="light"
      color={failed ? 'red' : 'yellow'}
      leftSection={failed ? <IconAlertTriangle size={10} /> : <IconCloudUpload size={10} />}
      data-upload-state={state}
    >
      {failed ? 'Upload failed' : 'Not yet synced'}
    </Badge>
  );
}
