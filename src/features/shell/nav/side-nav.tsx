import { Box, NavLink, Stack, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isNavItemActive, navEntries } from '../../../shared/routes/route-table';

export interface SideNavProps {
  pathname: string;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onNavigate?: () => void;
}

export function SideNav({ pathname, collapsed, onToggleCollapsed, onNavigate }: SideNavProps) {
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <Stack justify="space-between" h="100%" gap="xs">
      <Box component="nav" aria-label="Main">
        {navEntries.map(({ label, to, Icon }) => (
          <Tooltip key={to} label={label} position="right" withArrow disabled={!collapsed}>
            <NavLink
              component={Link}
              to={to}
              onClick={onNavigate}
              active={isNavItemActive(to, pathname)}
              label={collapsed ? null : label}
              aria-label={collapsed ? label : undefined}
              leftSection={<Icon size={20} stroke={1.6} />}
              variant="light"
              styles={{ root: { borderRadius: 8, marginBottom: 2, minHeight: 40 } }}
            />
          </Tooltip>
        ))}
      </Box>
      <NavLink
        component="button"
        onClick={onToggleCollapsed}
        label={collapsed ? null : 'Collapse sidebar'}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        leftSection={<ToggleIcon size={20} stroke={1.6} />}
        c="dimmed"
        visibleFrom="sm"
        styles={{ root: { borderRadius: 8, minHeight: 40 } }}
      />
    </Stack>
  );
}
