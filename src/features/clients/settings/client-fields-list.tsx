import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { CLIENT_FIELD_KIND_LABELS, type ClientField } from '../../../domain/client-fields';

/** The client fields for someone who may not change them. */
export function ClientFieldsList({ fields }: { fields: readonly ClientField[] }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={760}>
      <Alert color="gray" variant="light" icon={<IconLock size={16} />} mb="md">
        Only administrators can change the client fields.
      </Alert>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          Your organization has no client fields yet.
        </Text>
      )}
      <Stack gap={8} role="list" aria-label="Client fields">
        {fields.map((field) => (
          <Group key={field.id} role="listitem" gap="xs">
            <Text size="sm" fw={500} c={field.hidden ? 'dimmed' : undefined}>
              {field.label}
            </Text>
            <Badge variant="light" radius="sm" tt="none" fw={500}>
              {CLIENT_FIELD_KIND_LABELS[field.kind]}
            </Badge>
            {field.required && (
              <Badge variant="default" radius="sm" tt="none" fw={400}>
                Required
              </Badge>
            )}
            {field.showInList && (
              <Badge variant="default" radius="sm" tt="none" fw={400}>
                In the list
              </Badge>
            )}
            {field.hidden && (
              <Badge variant="default" radius="sm" tt="none" fw={400}>
                Hidden
              </Badge>
            )}
            {field.kind === 'select' && (
              <Text size="xs" c="dimmed">
                {field.options.join(', ')}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
