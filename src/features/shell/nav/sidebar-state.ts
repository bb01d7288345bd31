import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

// On tablets the labels would take a quarter of the width: there the sidebar starts as icons.
const NARROW_QUERY = '(max-width: 1100px)';
// Below Mantine's `sm` breakpoint the sidebar is the header's drawer, opened full width on demand:
// there it always shows its labels (icons alone would leave a wide empty drawer).
export const PHONE_QUERY = '(max-width: 48em)';

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
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [narrowExpanded, setNarrowExpanded] = useState(false);
  const toggleNarrow = () => setNarrowExpanded((value) => !value);
  if (phone) return [false, toggleNarrow];
  if (narrow) return [!narrowExpanded, toggleNarrow];
  return [wideCollapsed, () => setWideCollapsed((value) => !value)];
}
