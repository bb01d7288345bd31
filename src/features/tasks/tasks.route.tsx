import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function TasksRoute() {
  return (
    <PlaceholderPage
      title="Tasks"
      description="Your tasks and the team's, by due date and claim."
      note="Tasks assigned to you and your team appear here."
    />
  );
}
