import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function CalendarViewRoute() {
  return (
    <PlaceholderPage
      title="Calendar view"
      description="Default view, working hours and working days."
      note="The calendar's default view and working hours are set here."
    />
  );
}
