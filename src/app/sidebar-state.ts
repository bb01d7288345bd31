import { useLocalStorage } from '@mantine/hooks';

// Remembered across reloads so the sidebar stays as the user left it.
export function useSidebarCollapsed() {
  return useLocalStorage<boolean>({
    key: 'claimsdesk:sidebar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}
