import { useParams } from 'react-router';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function ClientDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage
      title="Client details"
      description={`Client ${id}: contact details and linked claims.`}
      note="This client's details appear here once contacts are synced to this device."
    />
  );
}
