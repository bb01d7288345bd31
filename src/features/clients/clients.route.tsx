import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { canEditClients } from '../../domain/client-access';
import { PageHeader } from '../../shared/ui/page-header';
import { ClientEditor } from './client-editor';
import { ClientsWorkspace } from './clients-workspace';
import { usePermissions } from '../../shared/services/use-permissions';

export function ClientsRoute() {
  const permissions = usePermissions();
  const canCreate = canEditClients(permissions);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Clients"
        description="Clients, vendors and insurance adjusters you work with."
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New client
            </Button>
          )
        }
      />
      <ClientsWorkspace canCreate={canCreate} />
      <ClientEditor
        target={creating ? { mode: 'create' } : null}
        onClose={() => setCreating(false)}
      />
    </>
  );
}
