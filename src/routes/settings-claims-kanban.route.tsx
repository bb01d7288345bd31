import { PlaceholderPage } from '../ui/pages/placeholder-page';

export function ClaimsKanbanRoute() {
  return (
    <PlaceholderPage
      title="Claims kanban settings"
      description="Choose the fields shown on kanban cards."
      note="The fields of the kanban cards are chosen here."
    />
  );
}
