import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function DashboardAppearanceRoute() {
  return (
    <PlaceholderPage
      title="Dashboard appearance"
      description="Density, colours and chart style of the dashboard."
      note="Appearance options for the dashboard are set here."
    />
  );
}
