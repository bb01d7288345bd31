import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function DashboardCustomizeRoute() {
  return (
    <PlaceholderPage
      title="Dashboard customization"
      description="Choose which cards the dashboard shows and in what order."
      note="The dashboard cards and their order are chosen here."
    />
  );
}
