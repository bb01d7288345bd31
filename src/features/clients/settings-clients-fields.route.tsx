import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function ClientFieldsRoute() {
  return (
    <PlaceholderPage
      title="Client fields"
      description="The fields shown for clients and other contacts."
      note="The client fields shown in lists and forms are chosen here."
    />
  );
}
