import { Alert, Paper, Stack, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { PageHeader } from '../../../shared/ui/page-header';
import { StatePanel } from '../../../shared/ui/state-panel';
import { InviteUserButton, INVITE_NEEDS_SERVER } from './invite-user-button';
import { useGrantableRoles, useInvitations } from './invitations.hooks';
import { PendingInvitationsTable } from './pending-invitations-table';

// Settings › Users and roles › Invitations (manage_users): invite by email and role, and the open
// invitations. Everything here needs the server: the link's token is never kept on the device.
export function SettingsInvitationsRoute() {
  const { connected, invitations, error, reload, invite, withdraw } = useInvitations();
  const { roles, error: rolesError } = useGrantableRoles();

  return (
    <>
      <PageHeader
        title="Invitations"
        description="Invite a colleague with a one-time link; they choose their name and password."
        actions={<InviteUserButton onInvite={invite} roles={roles} rolesError={rolesError} />}
      />
      <Stack gap="lg">
        {!connected && (
          <Alert color="gray" variant="light" icon={<IconCloudOff size={18} />}>
            {INVITE_NEEDS_SERVER}. The invitations show again once the server answers.
          </Alert>
        )}
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="sm">
            Pending invitations
          </Title>
          {error ? (
            <StatePanel state={{ kind: 'error', message: error, onRetry: reload }} />
          ) : invitations === null ? (
            connected && <StatePanel state={{ kind: 'loading' }} />
          ) : invitations.length === 0 ? (
            <StatePanel
              state={{
                kind: 'empty',
                title: 'No pending invitations',
                description: 'Invitations you make show here until they are accepted.',
              }}
            />
          ) : (
            <PendingInvitationsTable
              invitations={invitations}
              grantable={roles?.map((role) => role.name) ?? null}
              onRenew={invite}
              onWithdraw={withdraw}
            />
          )}
        </Paper>
      </Stack>
    </>
  );
}
