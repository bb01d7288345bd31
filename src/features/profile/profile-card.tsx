import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the profile: a titled card with a line saying what it is for. */
export function ProfileCard(props: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `profile-${props.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
            <Title order={2} fz="md" fw={600} id={titleId}>
              {props.title}
            </Title>
            {props.description && (
              <Text size="sm" c="dimmed">
                {props.description}
              </Text>
            )}
          </Stack>
          {props.actions}
        </Group>
        {props.children}
      </Stack>
    </Card>
  );
}
