import { Button, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ContactDocType } from '../../collections/contacts/contacts.schema';
import { useSyncStates } from '../../collections/sync-queue/sync-queue.hooks';
import { canEditClients } from '../../domain/client-access';
import { usePageTitle } from '../../shared/routes/page-title';
import { routePath } from '../../shared/routes/route-table';
import { PageHeader } from '../../shared/ui/page-header';
import { SyncStateBadge } from '../../shared/ui/sync-state-badge';
import { syncStateOf } from '../../shared/ui/sync-state';
import { ClientCard } from './client-card';
import { ClientClaimsList } from './client-claims-list';
import { ClientDeleteButton } from './client-delete-button';
import { ClientMergeButton } from './client-merge-button';
import { ClientEditor } from './client-editor';
import { TYPE_LABELS } from './client-format';
import { useClientActions } from './use-client-actions';
import { useLinkedClaims } from './use-linked-claims';
import { usePermissions } from '../../shared/services/use-permissions';

export function ClientDetailsView({ contact }: { contact: ContactDocType }) {
  const permissions = usePermissions();
  const navigate = useNavigate();
  const clientActions = useClientActions();
  const { claims } = useLinkedClaims(contact.id);
  const syncState = syncStateOf(useSyncStates('contacts'), contact.id);
  const [editing, setEditing] = useState(false);
  usePageTitle(contact.name);
  const canEdit = canEditClients(permissions);
  const type = contact.metadata.client?.type;
  // On a phone a long name leaves no room beside it: the actions get a row of their own.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const actions = (
    <Group gap="sm" wrap="wrap" justify={narrow ? 'flex-start' : 'flex-end'} mb={narrow ? 'md' : 0}>
      <SyncStateBadge state={syncState} recordId={contact.id} />
      {canEdit && (
        <>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <ClientMergeButton
            contact={contact}
            linkedClaims={claims.length}
            onMerge={(kept) =>
              clientActions.merge(contact.id, kept.id, () => {
                notifications.show({ message: `${contact.name} was merged into ${kept.name}` });
                void navigate(routePath('clientDetails', { id: kept.id }), { replace: true });
              })
            }
          />
          <ClientDeleteButton
            name={contact.name}
            linkedClaims={claims.length}
            onDelete={() =>
              clientActions.remove(contact.id, claims.length, () =>
                navigate(routePath('clients'), { replace: true }),
              )
            }
          />
        </>
      )}
    </Group>
  );
  return (
    <>
      <PageHeader
        title={contact.name}
        description={type ? `${TYPE_LABELS[type]} client` : 'Contact'}
        actions={narrow ? undefined : actions}
      />
      {narrow && actions}
      <Stack gap="md">
        <ClientCard contact={contact} />
        <ClientClaimsList claims={claims} />
      </Stack>
      <ClientEditor
        target={editing ? { mode: 'edit', contact } : null}
        onClose={() => setEditing(false)}
      />
    </>
  );
}
