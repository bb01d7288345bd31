import { Button, Group, Paper } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconLayoutGridAdd } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ContextAction } from '../../../shared/routes/context-action.types';
import { RecentClaimsMenu } from './recent-claims-menu';

const icons = { customize: IconLayoutGridAdd, settings: IconAdjustmentsHorizontal };

export function ContextBar({ actions }: { actions: ContextAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Paper
      component="nav"
      aria-label="Page actions"
      px="md"
      py={6}
      radius={0}
      style={{ borderBottom: '1px solid var(--app-line)' }}
    >
      <Group gap="xs" justify="flex-end">
        {actions.map((action) => {
          if (action.kind === 'recent') {
            return (
              <RecentClaimsMenu key={action.label} label={action.label} items={action.items} />
            );
          }
          const Icon = icons[action.icon];
          return (
            <Button
              key={action.label}
              component={Link}
              to={action.to}
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<Icon size={16} stroke={1.6} />}
            >
              {action.label}
            </Button>
          );
        })}
      </Group>
    </Paper>
  );
}
