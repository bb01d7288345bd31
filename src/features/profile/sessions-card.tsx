import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import type { ActiveSession } from '../../api/profile.api';
import { userAgentLabel } from '../../domain/user-agent-label';
import { StatePanel } from '../../shared/ui/state-panel';
import { ProfileCard } from './profile-card';
import { useSessions } from './use-sessions';
import { NEEDS_NETWORK } from './use-server-reachable';

const MOBILE = /iPhone|iPad|Android/;

const when = (iso: string) =>
  new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow(props: { session: ActiveSession; busy: boolean; onEnd: () => void }) {
  const { session } = props;
  const label = userAgentLabel(session.userAgent);
  const Icon = MOBILE.test(session.userAgent ?? '') ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Table.Tr data-session={session.current ? 'current' : 'other'}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Icon size={18} stroke={1.6} aria-hidden />
          <Stack gap={0}>
            <Group gap={6}>
              <Text size="sm" fw={500}>
                {label}
              </Text>
              {session.current && (
                <Badge size="xs" variant="light" color="green">
                  This device
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {session.ipAddress ?? 'Unknown address'}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{when(session.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{when(session.lastUsedAt)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        {!session.current && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={props.busy}
            onClick={props.onEnd}
            aria-label={`Log out ${label} (${session.ipAddress ?? 'unknown address'})`}
          >
            Log out
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The user's sessions on every device, with "Log out" per device and "Log out everywhere". */
export function SessionsCard({ reloadKey }: { reloadKey: number }) {
  const sessions = useSessions(reloadKey);
  const [confirming, confirm] = useDisclosure(false);
  const { state } = sessions;
  const others = state.kind === 'loaded' ? state.sessions.filter((s) => !s.current).length : 0;

  return (
    <ProfileCard
      id="sessions"
      title="Active sessions"
      description="Where you are logged in. Log out a device you do not recognise."
      actions={
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} />}
          disabled={others === 0 || sessions.busy}
          onClick={confirm.open}
        >
          Log out everywhere
        </Button>
      }
    >
      {state.kind === 'offline' && (
        <Text size="sm" c="dimmed">
          {NEEDS_NETWORK}
        </Text>
      )}
      {state.kind === 'loading' && <StatePanel state={{ kind: 'loading' }} minHeight={80} />}
      {state.kind === 'failed' && (
        <StatePanel
          state={{
            kind: 'error',
            message: 'Could not read your sessions',
            onRetry: sessions.retry,
          }}
          minHeight={80}
        />
      )}
      {state.kind === 'loaded' && (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" aria-label="Active sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Device</Table.Th>
                <Table.Th visibleFrom="sm">Signed in</Table.Th>
                <Table.Th>Last active</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.sessions.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  busy={sessions.busy}
                  onEnd={() => sessions.end(session.id)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={confirming} onClose={confirm.close} title="Log out everywhere else?" centered>
        <Stack gap="md">
          <Text size="sm">
            Every other device and browser where you are logged in ({others}) is logged out at once.
            Changes they have not synced stay on them until you log in there again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                confirm.close();
                sessions.endOthers();
              }}
            >
              Log out everywhere
            </Button>
          </Group>
        </Stack>
      </Modal>
    </ProfileCard>
  );
}
