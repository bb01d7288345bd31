import type { ReactNode } from 'react';
import { PageHeader } from '../../../shared/ui/page-header';
import { StatePanel } from '../../../shared/ui/state-panel';

/**
 * A settings page: its header, then its form once the device holds the group (before the first
 * pull the form would show the defaults, and a save would write them over the real values).
 */
export function SettingsPage({
  title,
  description,
  loading,
  loadingLabel,
  children,
}: {
  title: string;
  description: string;
  loading: boolean;
  loadingLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {loading ? <StatePanel state={{ kind: 'loading', label: loadingLabel }} /> : children}
    </>
  );
}
