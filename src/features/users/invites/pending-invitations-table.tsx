import { Badge, Button, Group, Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconLink, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { Invitation, IssuedInvitation } from '../../../api/invites.api';
import { runAction } from '../../../shared/ui/report-failure';
import type { InviteFormValues } from './invite-form';
import { InviteLinkPanel } from './invite-link-panel';
import { invitationUrl } from './invitations.hooks';

export const RENEW_FAILED = 'A new invitation link could not be made';
export const WITHDRAW_FAILED = 'The invitation could not be withdrawn';

export interface PendingInvitationsTableProps {
  invitations: readonly Invitation[];
  /** Role names the user may grant: other rows can be seen but not renewed or withdrawn. */
  grantable: readonly string[] | null;
  onRenew: (values: InviteFormValues) => Promise<IssuedInvitation>;
  onWithdraw: (invitation: Invitation) => Promise<void>;
}

function Expiry({ invitation }: { invitation: Invitation }) {
  if (invitation.status === 'no_link') {
    return (
      <Text size="sm" c="dimmed">
        No link (account created)
      </Text>
    );
  }
  const date = dayjs(invitation.expiresAt).format('D MMM YYYY, HH:mm');
  return invitation.status === 'expired' ? (
    <Group gap={6} wrap="nowrap">
      <Badge color="orange" variant="light">
        Expired
      </Badge>
      <Text size="sm" c="dimmed">
        {date}
      </Text>
    </Group>
  ) : (
    <Text size="sm">{date}</Text>
  );
}

/** The open invitations: a new link replaces the old one; withdrawing asks once more. */
export function PendingInvitationsTable({
  invitations,
  grantable,
  onRenew,
  onWithdraw,
}: PendingInvitationsTableProps) {
  const [renewed, setRenewed] = useState<IssuedInvitation | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // `busy` names the running action as `<id>:renew` or `<id>:withdraw`.
  const act = (key: string, work: () => Promise<unknown>, failure: string) => {
    setBusy(key);
    runAction(() => work().finally(() => setBusy(null)), failure);
  };

  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Pending invitations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Invited by</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => {
              const { id, email, role } = invitation;
              const manageable = role !== null && (grantable?.includes(role) ?? false);
              return (
                <Table.Tr key={id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{role ?? '—'}</Table.Td>
                  <Table.Td>{invitation.invitedByName ?? '—'}</Table.Td>
                  <Table.Td>
                    <Expiry invitation={invitation} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {invitation.status !== 'no_link' && (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconLink size={14} />}
                          disabled={!manageable}
                          loading={busy === `${id}:renew`}
                          aria-label={`New link for ${email}`}
                          onClick={() =>
                            act(
                              `${id}:renew`,
                              async () => setRenewed(await onRenew({ email, role: role ?? '' })),
                              RENEW_FAILED,
                            )
                          }
                        >
                          Copy new link
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant={confirming === id ? 'filled' : 'subtle'}
                        color="red"
                        leftSection={<IconX size={14} />}
                        disabled={!manageable && invitation.status !== 'no_link'}
                        loading={busy === `${id}:withdraw`}
                        aria-label={
                          confirming === id ? `Confirm withdrawing ${email}` : `Withdraw ${email}`
                        }
                        onClick={() => {
                          if (confirming !== id) return setConfirming(id);
                          act(`${id}:withdraw`, () => onWithdraw(invitation), WITHDRAW_FAILED);
                          setConfirming(null);
                        }}
                      >
                        {confirming === id ? 'Withdraw for good' : 'Withdraw'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={renewed !== null} onClose={() => setRenewed(null)} title="New invitation link">
        {renewed && (
          <InviteLinkPanel
            email={renewed.data.email}
            url={invitationUrl(renewed.link)}
            emailed={renewed.emailed}
          />
        )}
      </Modal>
    </>
  );
}
