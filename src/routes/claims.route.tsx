import { SegmentedControl } from '@mantine/core';
import { useClaimsView } from '../app/preferences.hooks';
import { PlaceholderPage } from '../ui/pages/placeholder-page';

export function ClaimsRoute() {
  const [view, setView] = useClaimsView();
  return (
    <PlaceholderPage
      title="Claims"
      description="Every claim of your organization, as a list or a kanban board."
      note={`The ${view} view of your claims appears here once claims are synced to this device.`}
      actions={
        <SegmentedControl
          aria-label="Claims view"
          value={view}
          onChange={(value) => setView(value === 'kanban' ? 'kanban' : 'list')}
          data={[
            { label: 'List', value: 'list' },
            { label: 'Kanban', value: 'kanban' },
          ]}
        />
      }
    />
  );
}
