import { Box, NavLink, Stack, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isNavItemActive, navEntriesFor } from '../../../shared/routes/route-table';

export interface SideNavProps {
  pathname: string;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onNavigate?: () => void;
  /** The signed-in user's: entries they may not open are not offered (SPEC 6). */
  permissions?: readonly string[];
}

export function SideNav(props: SideNavProps) {
  const { pathname, collapsed, onToggleCollapsed, onNavigate } = props;
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <Stack justify="space-between" h="100%" gap="xs">
      <Box component="nav" aria-label="Main">
        {navEntriesFor(props.permissions).map(({ label, to, Icon }) => (
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
              // 44 px: a touch target on a phone or tablet (WCAG 2.5.5).
              styles={{ root: { borderRadius: 8, marginBottom: 2, minHeight: 44 } }}
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
