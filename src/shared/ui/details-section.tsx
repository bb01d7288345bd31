import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatePanel, type PanelState } from './state-panel';

export interface DetailsSectionProps {
  /** The heading, and the section's accessible name. */
  title: string;
  icon: ReactNode;
  /** Shown after the heading (e.g. a count). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled panel of the claim details page. */
export function DetailsSection({ title, icon, aside, children }: DetailsSectionProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group gap="xs" mb="sm">
        {icon}
        <Text fw={600}>{title}</Text>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

export interface SectionItemsProps {
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  count: number;
  emptyText: string;
  /** The list items, each with role="listitem". */
  children: ReactNode;
}

/** A section's list, or its loading/error state, or a line saying there is nothing yet. */
export function SectionItems({ state, count, emptyText, children }: SectionItemsProps) {
  if (state) return <StatePanel state={state} minHeight={100} />;
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap={8} role="list">
      {children}
    </Stack>
  );
}
