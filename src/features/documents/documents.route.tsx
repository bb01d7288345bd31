import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function DocumentsRoute() {
  return (
    <PlaceholderPage
      title="Documents"
      description="Photos, estimates and reports attached to claims."
      note="Documents uploaded to your claims appear here."
    />
  );
}
