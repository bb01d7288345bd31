import { useParams } from 'react-router';
import { PlaceholderPage } from '../ui/pages/placeholder-page';

export function ClaimDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage
      title="Claim details"
      description={`Claim ${id}: customers, conversations, notes, tasks and documents.`}
      note="The details of this claim appear here once it is synced to this device."
    />
  );
}
