import { routePath } from '../../shared/routes/route-table';
import { RecordNotFound } from '../../shared/ui/record-not-found';

export function ClientNotFound({ id }: { id: string }) {
  return (
    <RecordNotFound
      kind="Client"
      noun="contact"
      id={id}
      backTo={routePath('clients')}
      backLabel="Back to clients"
    />
  );
}
