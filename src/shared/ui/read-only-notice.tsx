import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Why a page is shown read-only ("Your role cannot change settings"), above what it shows. */
export function ReadOnlyNotice({ reason }: { reason: string }) {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock size={16} />}
      mb="md"
      data-testid="read-only-notice"
    >
      {reason}
    </Alert>
  );
}
