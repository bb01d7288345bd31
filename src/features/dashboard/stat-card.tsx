import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface StatCardProps {
  label: string;
  value: string;
  hint: string;
  Icon: Icon;
  color?: string;
}

export function StatCard({ label, value, hint, Icon, color = 'brand' }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
          <Text fz={28} fw={700} mt={4} lh={1.2}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={40} radius="md">
          <Icon size={22} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {hint}
      </Text>
    </Paper>
  );
}
