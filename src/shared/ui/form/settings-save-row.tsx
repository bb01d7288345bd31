import { Button, Group, Text } from '@mantine/core';

/** A settings form's footer: Save and, once saved, "Saved" (announced); read only, who may. */
export function SettingsSaveRow({
  saved,
  readOnly = false,
}: {
  saved: boolean;
  readOnly?: boolean;
}) {
  if (readOnly)
    return (
      <Text size="sm" c="dimmed">
        Only someone who manages settings can change these.
      </Text>
    );
  return (
    <Group gap="sm">
      <Button type="submit">Save</Button>
      {saved && (
        <Text size="sm" c="teal.7" role="status">
          Saved
        </Text>
      )}
    </Group>
  );
}
