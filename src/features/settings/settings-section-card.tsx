import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RouteId } from '../../shared/routes/route-table';

export interface SettingsSection {
  id: string;
  title: string;
  description: string;
  Icon: Icon;
  /** Current values worth a glance, e.g. "Sync every 15 min". */
  facts: string[];
  /** With the route's id, so links a user may not open can be left out. */
  links: { label: string; to: string; routeId?: RouteId }[];
}

export function SettingsSectionCard({ section }: { section: SettingsSection }) {
  const { id, title, description, Icon, facts, links } = section;
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby={`settings-${id}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={38} radius="md">
          <Icon size={20} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={600} id={`settings-${id}`}>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
      </Group>
      {facts.length > 0 && (
        <Text size="xs" c="dimmed" mt="md">
          {facts.join(' · ')}
        </Text>
      )}
      {links.length > 0 && (
        <Group gap="md" mt="sm">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" fw={500}>
              {link.label}
            </Anchor>
          ))}
        </Group>
      )}
    </Card>
  );
}
