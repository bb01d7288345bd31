import { ActionIcon, Alert, CopyButton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import { INVITATION_TTL_DAYS } from '../../../domain/invitation';

export const SEND_IT_YOURSELF = 'Copy the link and send it yourself';

/**
 * A freshly issued invitation link, shown once: the server keeps only its hash, so closing the
 * dialog loses it (a new link can be made from the pending table).
 */
export function InviteLinkPanel({
  email,
  url,
  emailed,
}: {
  email: string;
  url: string;
  emailed: boolean;
}) {
  return (
    <Stack gap="sm">
      {emailed ? (
        <Alert color="teal" variant="light" icon={<IconMail size={18} />}>
          The link was emailed to {email}. You can also copy it below.
        </Alert>
      ) : (
        <Alert color="blue" variant="light" title={SEND_IT_YOURSELF}>
          This server sends no email. Send the link below to {email}.
        </Alert>
      )}
      <TextInput
        label="Invitation link"
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSection={
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? 'Copied' : 'Copy link'}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Text size="xs" c="dimmed">
        It works once, for {INVITATION_TTL_DAYS} days. The link is shown only now; a new one can be
        made from the pending invitations.
      </Text>
    </Stack>
  );
}
