import {
  IconCalendar,
  IconChecklist,
  IconFileDescription,
  IconFolder,
  IconLayoutDashboard,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';

// The sidebar of SPEC 2, in its order.
export const NAV_ITEMS = [
  { label: 'Dashboard', to: '/', Icon: IconLayoutDashboard },
  { label: 'Claims', to: '/claims', Icon: IconFileDescription },
  { label: 'Tasks', to: '/tasks', Icon: IconChecklist },
  { label: 'Calendar', to: '/calendar', Icon: IconCalendar },
  { label: 'Documents', to: '/documents', Icon: IconFolder },
  { label: 'Clients', to: '/clients', Icon: IconUsers },
  { label: 'Settings', to: '/settings', Icon: IconSettings },
] as const;

export function isNavItemActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
