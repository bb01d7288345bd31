import { routePath } from '../../../shared/routes/route-table';
import { RecordNotFound } from '../../../shared/ui/record-not-found';

export function ClaimNotFound({ id }: { id: string }) {
  return (
    <RecordNotFound
      kind="Claim"
      noun="claim"
      id={id}
      backTo={routePath('claims')}
      backLabel="Back to claims"
    />
  );
}
