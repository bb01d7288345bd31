import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

// On tablets the labels would take a quarter of the width: there the sidebar starts as icons.
const NARROW_QUERY = '(max-width: 1100px)';

/**
 * Whether the sidebar shows icons only. The wide-screen choice is remembered across reloads so the
 * sidebar stays as the user left it; on a narrow screen it starts collapsed and a toggle lasts for
 * the visit.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [wideCollapsed, setWideCollapsed] = useLocalStorage<boolean>({
    key: 'claimsdesk:sidebar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const [narrowExpanded, setNarrowExpanded] = useState(false);
  if (narrow) return [!narrowExpanded, () => setNarrowExpanded((value) => !value)];
  return [wideCollapsed, () => setWideCollapsed((value) => !value)];
}
