import { PlaceholderPage } from '../ui/pages/placeholder-page';

export function ClaimsColumnsRoute() {
  return (
    <PlaceholderPage
      title="Claims list columns"
      description="Show, hide and reorder the columns of the claims list."
      note="The claims list columns are shown, hidden and reordered here."
    />
  );
}
