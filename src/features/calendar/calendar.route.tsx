import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function CalendarRoute() {
  return (
    <PlaceholderPage
      title="Calendar"
      description="Inspections, appointments and deadlines in one week view."
      note="Your appointments and claim deadlines appear here."
    />
  );
}
