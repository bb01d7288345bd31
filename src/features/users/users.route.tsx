import { Alert, Box, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../shared/ui/page-header';
import { StatePanel, type PanelState } from '../../shared/ui/state-panel';
import { InviteUserButton } from './invites/invite-user-button';
import { grantableRoles } from './invites/invite-form';
import { useInviteUser } from './invites/invitations.hooks';
import { useUserAccounts } from './use-user-accounts';
import { UsersFilterBar } from './users-filter-bar';
import { EMPTY_USERS_FILTER, filterUsers, isUsersFilterActive } from './users-query';
import { UsersList } from './users-table';

export const NEEDS_CONNECTION_MESSAGE =
  'Users are managed on the server: connect to see the list and change roles or access.';

// Settings › Users (issue 15): the organization's people, their role and access. Read and changed
// online only (see use-user-accounts.ts); "Invite user" opens the invitation dialog here too.
export function UsersRoute() {
  const users = useUserAccounts();
  const invite = useInviteUser();
  const compact = useMediaQuery('(max-width: 62em)') ?? false;
  const [filter, setFilter] = useState(EMPTY_USERS_FILTER);
  const all = useMemo(() => users.accounts ?? [], [users.accounts]);
  const shown = useMemo(() => filterUsers(all, filter), [all, filter]);
  const roleNames = useMemo(() => users.roles.map((r) => r.name), [users.roles]);
  const me = users.me ? { id: users.me.id, permissions: users.me.permissions } : null;
  // The roles the page has read already: the invitation may give those the user may grant.
  const granted = users.me?.permissions;
  const grantable = useMemo(
    () => (users.accounts !== null && granted ? grantableRoles(users.roles, granted) : null),
    [users.accounts, users.roles, granted],
  );

  let panel: PanelState | null = null;
  if (users.accounts === null) {
    if (users.loadError) panel = { kind: 'error', message: users.loadError, onRetry: users.retry };
    else if (users.connected) panel = { kind: 'loading', label: 'Loading users…' };
  } else if (shown.length === 0) {
    panel = isUsersFilterActive(filter)
      ? { kind: 'empty', title: 'No user matches', description: 'Change the search or filters.' }
      : { kind: 'empty', title: 'No users yet' };
  }

  return (
    <>
      <PageHeader
        title="Users"
        description="Who can sign in to your organization, with which role."
        actions={
          <Group gap="sm" data-testid="users-header-actions">
            <InviteUserButton onInvite={invite} roles={grantable} rolesError={users.loadError} />
          </Group>
        }
      />
      {!users.connected && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconWifiOff size={18} />}
          mb="md"
          role="status"
          title="You are offline"
        >
          {NEEDS_CONNECTION_MESSAGE}
        </Alert>
      )}
      {users.accounts !== null && (
        <UsersFilterBar
          value={filter}
          onChange={setFilter}
          roleNames={roleNames}
          shown={shown.length}
          total={all.length}
        />
      )}
      {panel ? (
        <StatePanel state={panel} />
      ) : (
        me && (
          <Box>
            <UsersList
              users={shown}
              me={me}
              roles={users.roles}
              errors={users.errors}
              busy={users.busy}
              connected={users.connected}
              compact={compact}
              onRoleChange={(user, role) => void users.changeRole(user, role)}
              onActiveChange={(user, active) => void users.setActive(user, active)}
            />
          </Box>
        )
      )}
    </>
  );
}
