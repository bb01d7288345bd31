import {
  ActionIcon,
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import {
  createCalendarFeed,
  fetchCalendarFeed,
  revokeCalendarFeed,
} from '../../api/calendar-feed.api';
import type { CalendarFeedLink, CalendarFeedStatus } from '../../api/calendar-feed.api';
import type { ApiResult } from '../../api/api.types';
import { useServices, useSyncStatus } from '../../shared/services/services.context';
import { runAction } from '../../shared/ui/report-failure';

// The private calendar link (issue 13): the user's events and dated tasks as an iCalendar feed
// that Google, Outlook and Apple calendars subscribe to. The link is made on the server, which
// keeps only a hash: the URL is shown once, right after "Turn on" or "New link", and is gone
// when the card unmounts. Managing the link needs the server, so offline the card only says so.

export const OFFLINE_MESSAGE = 'Connect to manage your calendar link';
export const TURN_ON_FAILED = 'The calendar link could not be turned on';
export const ROTATE_FAILED = 'A new calendar link could not be made';
export const TURN_OFF_FAILED = 'The calendar link could not be turned off';
export const LOAD_FAILED = 'Could not read whether your calendar link is on';

/** The organization's calendar settings that name a provider (settings group `calendar`). */
export interface CalendarProviders {
  syncWithGoogle?: boolean;
  syncWithOutlook?: boolean;
  syncWithApple?: boolean;
}

const PROVIDERS = [
  {
    key: 'syncWithGoogle',
    name: 'Google Calendar',
    how: 'Other calendars → + → From URL, and paste the link.',
  },
  {
    key: 'syncWithOutlook',
    name: 'Outlook',
    how: 'Add calendar → Subscribe from web, and paste the link.',
  },
  {
    key: 'syncWithApple',
    name: 'Apple Calendar',
    how: 'File → New Calendar Subscription, and paste the link (or open the webcal link).',
  },
] as const;

/** The providers to explain: those the settings turn on, or all three when none is. */
export function providersToShow(settings: CalendarProviders | undefined) {
  const chosen = PROVIDERS.filter((p) => settings?.[p.key]);
  return chosen.length > 0 ? chosen : PROVIDERS;
}

async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const answer = await result;
  if (answer.status === 'error') throw new Error(answer.message);
  return answer.data;
}

/** The link's state and actions; the URL lives in this hook's state only. */
export function useCalendarFeed() {
  const { api } = useServices();
  const { online, serverReachable } = useSyncStatus();
  const connected = online && serverReachable;
  const [status, setStatus] = useState<CalendarFeedStatus | null>(null);
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!connected) return;
    let current = true;
    runAction(async () => {
      try {
        const next = await unwrap(fetchCalendarFeed(api));
        if (current) setStatus(next);
      } catch (error) {
        if (current) setLoadFailed(true);
        throw error;
      }
    }, LOAD_FAILED);
    return () => {
      current = false;
    };
  }, [api, connected, attempt]);

  const act = useCallback((work: () => Promise<void>, failure: string) => {
    setBusy(true);
    runAction(() => work().finally(() => setBusy(false)), failure);
  }, []);

  const issue = useCallback(
    (failure: string) =>
      act(async () => {
        const created = await unwrap(createCalendarFeed(api));
        setLink(created);
        setStatus({ active: true, createdAt: created.createdAt });
      }, failure),
    [act, api],
  );

  return {
    connected,
    status,
    link,
    busy,
    loadFailed,
    retry: () => {
      setLoadFailed(false);
      setAttempt((n) => n + 1);
    },
    turnOn: () => issue(TURN_ON_FAILED),
    rotate: () => issue(ROTATE_FAILED),
    turnOff: () =>
      act(async () => {
        setStatus(await unwrap(revokeCalendarFeed(api)));
        setLink(null);
      }, TURN_OFF_FAILED),
  };
}

export interface CalendarFeedCardViewProps {
  connected: boolean;
  /** null while the state is being read. */
  status: CalendarFeedStatus | null;
  /** The link just made: shown this once. */
  link: CalendarFeedLink | null;
  busy: boolean;
  /** Reading the state failed: offer to try again. */
  loadFailed?: boolean;
  providers?: CalendarProviders;
  onRetry?: () => void;
  onTurnOn: () => void;
  onRotate: () => void;
  onTurnOff: () => void;
}

function LinkField({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow position="left">
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function CalendarFeedCardView(props: CalendarFeedCardViewProps) {
  const { connected, status, link, busy, loadFailed, providers } = props;
  const { onRetry, onTurnOn, onRotate, onTurnOff } = props;
  const shown = providersToShow(providers);
  return (
    <Card withBorder padding="lg" radius="md" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="calendar-feed-title">
          Calendar link
        </Title>
        <Text size="sm" c="dimmed">
          A private link to your events and dated tasks, which {shown.map((p) => p.name).join(', ')}{' '}
          can subscribe to; they refresh it on their own every few hours. Anyone with the link can
          read your calendar: keep it to yourself, and make a new one if it leaked.
        </Text>
        {!connected ? (
          <Alert color="gray" variant="light">
            {OFFLINE_MESSAGE}
          </Alert>
        ) : status === null && loadFailed ? (
          <Group>
            <Text size="sm">{LOAD_FAILED}.</Text>
            <Button variant="default" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        ) : status === null ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Checking your calendar link…</Text>
          </Group>
        ) : !status.active ? (
          <Group>
            <Text size="sm">Your calendar link is off.</Text>
            <Button onClick={onTurnOn} loading={busy}>
              Turn on
            </Button>
          </Group>
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              Your calendar link is on
              {status.createdAt ? ` (made ${formatDate(status.createdAt)})` : ''}.
            </Text>
            {link ? (
              <>
                <LinkField label="Subscription link" value={link.url} />
                <LinkField label="Apple Calendar (webcal) link" value={link.webcalUrl} />
                <Text size="xs" c="dimmed">
                  Copy it now: it is not shown again. Later, make a new link to see one.
                </Text>
                <Stack gap={4}>
                  {shown.map((p) => (
                    <Text size="xs" key={p.key}>
                      <b>{p.name}:</b> {p.how}
                    </Text>
                  ))}
                </Stack>
              </>
            ) : null}
            <Group>
              <Button variant="default" onClick={onRotate} loading={busy}>
                New link
              </Button>
              <Button variant="subtle" color="red" onClick={onTurnOff} disabled={busy}>
                Turn off
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The card with its data: place it on a calendar or settings screen. */
export function CalendarFeedCard({ providers }: { providers?: CalendarProviders }) {
  const feed = useCalendarFeed();
  return (
    <CalendarFeedCardView
      connected={feed.connected}
      status={feed.status}
      link={feed.link}
      busy={feed.busy}
      loadFailed={feed.loadFailed}
      providers={providers}
      onRetry={feed.retry}
      onTurnOn={feed.turnOn}
      onRotate={feed.rotate}
      onTurnOff={feed.turnOff}
    />
  );
}
