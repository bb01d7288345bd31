import { Button, EmptyState, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type PanelState =
  | { kind: 'loading'; label?: string }
  | { kind: 'empty'; title: string; description?: string; action?: ReactNode }
  | { kind: 'error'; message: string; onRetry?: () => void };

/** The loading, empty and error look shared by every claims panel. */
export function StatePanel({ state, minHeight = 160 }: { state: PanelState; minHeight?: number }) {
  if (state.kind === 'loading') {
    return (
      <Stack align="center" justify="center" mih={minHeight} gap="xs" role="status">
        <Loader size="sm" type="dots" />
        <Text size="sm" c="dimmed">
          {state.label ?? 'Loading…'}
        </Text>
      </Stack>
    );
  }
  if (state.kind === 'error') {
    return (
      <EmptyState
        mih={minHeight}
        role="alert"
        icon={<IconAlertCircle size={22} stroke={1.6} />}
        color="red"
        variant="light"
        size="sm"
        title="Something went wrong"
        description={state.message}
      >
        {state.onRetry && (
          <EmptyState.Actions>
            <Button variant="default" size="xs" onClick={state.onRetry}>
              Try again
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      mih={minHeight}
      icon={<IconInbox size={22} stroke={1.6} />}
      withIndicatorBackground
      size="sm"
      title={state.title}
      description={state.description}
    >
      {state.action && <EmptyState.Actions>{state.action}</EmptyState.Actions>}
    </EmptyState>
  );
}
