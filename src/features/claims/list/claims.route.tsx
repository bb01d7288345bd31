import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NEW_RECORD_PARAM } from '../../../shared/routes/new-record-link';
import { PageHeader } from '../../../shared/ui/page-header';
import { ClaimsWorkspace } from './claims-workspace';
import { CreateClaimModal } from './create-claim-modal';
import { useClaimLookups, useUserOptions } from '../claim-options.hooks';
import { canWriteClaims } from '../../../domain/permissions';
import { usePermissions } from '../../../shared/services/use-permissions';

export function ClaimsRoute() {
  const lookups = useClaimLookups();
  const assignees = useUserOptions({ activeOnly: false });
  const [creating, setCreating] = useState(false);
  const canCreate = canWriteClaims(usePermissions());
  // `?new=1` (the `n c` shortcut) opens the form too; closing it drops the parameter.
  const [params, setParams] = useSearchParams();
  const close = () => {
    setCreating(false);
    if (params.has(NEW_RECORD_PARAM)) {
      setParams((p) => (p.delete(NEW_RECORD_PARAM), p), { replace: true });
    }
  };
  return (
    <>
      <PageHeader
        title="Claims"
        description="Every claim of your organization, as a list or a kanban board."
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New claim
            </Button>
          )
        }
      />
      <ClaimsWorkspace lookups={lookups} assignees={assignees} />
      {canCreate && (
        <CreateClaimModal opened={creating || params.has(NEW_RECORD_PARAM)} onClose={close} />
      )}
    </>
  );
}
