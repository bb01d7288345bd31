import { Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

export interface UpdatePromptProps {
  onReload: () => void;
  onDismiss: () => void;
}

// A new app version waits for the user: reloading on its own could lose a half-filled form.
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  return (
    <Notification
      role="alert"
      aria-label="Update available"
      icon={<IconRefresh size={18} />}
      color="brand"
      withCloseButton
      closeButtonProps={{ 'aria-label': 'Later' }}
      onClose={onDismiss}
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 400, maxWidth: 380 }}
      withBorder
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">A new version is available.</Text>
        <Button size="xs" onClick={onReload}>
          Reload
        </Button>
      </Group>
    </Notification>
  );
}
