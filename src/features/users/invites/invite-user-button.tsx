import { Button, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { GrantableRoleRecord, IssuedInvitation } from '../../../api/invites.api';
import type { InviteFormValues } from './invite-form';
import { InviteUserDialog } from './invite-user-dialog';
import { useServerConnected } from './invitations.hooks';

export const INVITE_NEEDS_SERVER = 'Inviting needs a connection to the server';

/** "Invite user" and its dialog; `onInvite` is `useInvitations().invite`, which refreshes the list. */
export function InviteUserButton({
  onInvite,
  roles,
  rolesError,
}: {
  onInvite: (values: InviteFormValues) => Promise<IssuedInvitation>;
  /** `useGrantableRoles()`: the roles the user may give, null while they load. */
  roles: readonly GrantableRoleRecord[] | null;
  rolesError: string | null;
}) {
  const [opened, setOpened] = useState(false);
  const connected = useServerConnected();
  return (
    <>
      <Tooltip label={INVITE_NEEDS_SERVER} disabled={connected}>
        <Button
          leftSection={<IconUserPlus size={16} />}
          onClick={() => setOpened(true)}
          disabled={!connected}
        >
          Invite user
        </Button>
      </Tooltip>
      <InviteUserDialog
        opened={opened}
        onClose={() => setOpened(false)}
        roles={roles?.map((role) => role.name) ?? null}
        rolesError={rolesError}
        onInvite={onInvite}
      />
    </>
  );
}
