import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function SettingsTestRoute() {
  return (
    <PlaceholderPage
      title="Test page"
      description="A page for trying settings components in isolation."
      note="Settings components under test are shown here."
    />
  );
}
