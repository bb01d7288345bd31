import { Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';

export interface UpdatePromptProps {
  onReload: () => void;
  onDismiss: () => void;
}

// A new app version waits for the user: reloading on its own could lose a half-filled form.
// After "Reload" the browser hands over to the new version only once the old one is idle, which
// can take half a minute when the app has just opened (its first pulls, the screens it preloads);
// the button says it is at work meanwhile instead of looking as if the click was lost.
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const [updating, setUpdating] = useState(false);
  return (
    <Notification
      role="alert"
      aria-label="Update available"
      icon={<IconRefresh size={18} />}
      color="brand"
      withCloseButton={!updating}
      closeButtonProps={{ 'aria-label': 'Later' }}
      onClose={onDismiss}
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 400, maxWidth: 380 }}
      withBorder
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" aria-live="polite">
          {updating ? 'Switching to the new version…' : 'A new version is available.'}
        </Text>
        <Button
          size="xs"
          loading={updating}
          onClick={() => {
            setUpdating(true);
            onReload();
          }}
        >
          Reload
        </Button>
      </Group>
    </Notification>
  );
}
