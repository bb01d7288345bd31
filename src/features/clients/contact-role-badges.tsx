import { Badge, Group } from '@mantine/core';
import type { ContactRole } from '../../domain/contact.schema';
import { ROLE_COLORS, ROLE_LABELS } from './client-format';

export function ContactRoleBadges({ roles }: { roles: readonly ContactRole[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {roles.map((role) => (
        <Badge
          key={role}
          color={ROLE_COLORS[role]}
          variant="light"
          radius="sm"
          tt="none"
          fw={500}
          title={ROLE_LABELS[role]}
        >
          {ROLE_LABELS[role]}
        </Badge>
      ))}
    </Group>
  );
}
