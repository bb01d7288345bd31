import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function ClientsRoute() {
  return (
    <PlaceholderPage
      title="Clients"
      description="Clients, vendors and insurance adjusters you work with."
      note="Your contacts appear here once they are synced to this device."
    />
  );
}
