import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { IssuedInvitation } from '../../../api/invites.api';
import { StatePanel } from '../../../shared/ui/state-panel';
import type { InviteFormValues } from './invite-form';
import { InviteLinkPanel } from './invite-link-panel';
import { InviteUserForm } from './invite-user-form';
import { invitationUrl } from './invitations.hooks';

export interface InviteUserDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Role names the user may grant; null while they load. */
  roles: readonly string[] | null;
  rolesError: string | null;
  onInvite: (values: InviteFormValues) => Promise<IssuedInvitation>;
}

/** Invite by email and role; then the one-time link, with a copy button. */
export function InviteUserDialog({
  opened,
  onClose,
  roles,
  rolesError,
  onInvite,
}: InviteUserDialogProps) {
  const [issued, setIssued] = useState<IssuedInvitation | null>(null);
  const close = () => {
    setIssued(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Invite user" size="md">
      {issued ? (
        <Stack gap="md">
          <InviteLinkPanel
            email={issued.data.email}
            url={invitationUrl(issued.link)}
            emailed={issued.emailed}
          />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : rolesError ? (
        <StatePanel state={{ kind: 'error', message: rolesError }} minHeight={120} />
      ) : roles === null ? (
        <StatePanel state={{ kind: 'loading', label: 'Loading roles…' }} minHeight={120} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            They get a link to set their name and password. You can give only roles whose
            permissions you hold yourself.
          </Text>
          <InviteUserForm
            roles={roles}
            onCancel={close}
            onInvite={async (values) => setIssued(await onInvite(values))}
          />
        </Stack>
      )}
    </Modal>
  );
}
