import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { IP_ENTRY_MESSAGE, ipAllowed, isIpRange } from '../../../domain/ip-address';

const ALREADY_LISTED = 'Already in the list';

/** The allow-list: one address or CIDR range per row, each checked as it is added. */
export function AllowedIpsEditor(props: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  disabled: boolean;
  callerIp: string | null;
}) {
  const { value, onChange, disabled, callerIp } = props;
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const listed = (entry: string) => value.some((v) => v.toLowerCase() === entry.toLowerCase());

  const add = (entry: string) => {
    const text = entry.trim();
    if (!isIpRange(text)) return setDraftError(IP_ENTRY_MESSAGE);
    if (listed(text)) return setDraftError(ALREADY_LISTED);
    setDraftError(null);
    setDraft('');
    onChange([...value, text]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add(draft);
  };
  const callerCovered = callerIp !== null && ipAllowed(callerIp, value);

  return (
    <Input.Wrapper
      label="Allowed addresses"
      description="IPv4 or IPv6 addresses, or CIDR ranges such as 203.0.113.0/24 or 2001:db8::/32."
      error={props.error}
    >
      <Stack gap="xs" mt={6}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            No address yet.
          </Text>
        ) : (
          <Stack gap={4} component="ul" aria-label="Allowed addresses" p={0} m={0}>
            {value.map((entry) => (
              <Group
                key={entry}
                component="li"
                justify="space-between"
                wrap="nowrap"
                style={{ listStyle: 'none' }}
              >
                <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry}
                </Text>
                {!disabled && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove ${entry}`}
                    onClick={() => onChange(value.filter((v) => v !== entry))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {!disabled && (
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Address or range to allow"
              placeholder="203.0.113.0/24"
              value={draft}
              error={draftError}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                setDraftError(null);
              }}
              onKeyDown={onKeyDown}
              style={{ flex: 1 }}
            />
            <Button variant="default" onClick={() => add(draft)}>
              Add
            </Button>
          </Group>
        )}
        {callerIp !== null && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              You are connecting from{' '}
              <Text span ff="monospace">
                {callerIp}
              </Text>
              {callerCovered ? ' (allowed).' : '.'}
            </Text>
            {!disabled && !callerCovered && (
              <Button variant="subtle" size="compact-sm" onClick={() => add(callerIp)}>
                Add my address
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
