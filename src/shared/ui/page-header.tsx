import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader(props: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="nowrap">
      <Stack gap={4}>
        <Title order={1} fz={26} fw={650} c="bright">
          {props.title}
        </Title>
        {props.description && (
          <Text c="dimmed" size="sm" maw={640}>
            {props.description}
          </Text>
        )}
      </Stack>
      {props.actions && <Box style={{ flexShrink: 0 }}>{props.actions}</Box>}
    </Group>
  );
}
