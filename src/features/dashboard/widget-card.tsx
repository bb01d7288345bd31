import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { StatePanel } from '../../shared/ui/state-panel';

export interface WidgetCardProps {
  widgetId: string;
  title: string;
  /** The region's name when it differs from the title (the overdue list keeps its own). */
  regionLabel?: string;
  /** One line under the title saying what the widget counts. */
  help: string;
  /** The screen behind the widget, filtered to what it shows. */
  link: { to: string; label: string };
  loading: boolean;
  /** What an empty widget says; shown when `empty`. */
  emptyText: string;
  empty: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame every dashboard widget shares: title, help, its loading and empty states, a link. */
export function WidgetCard(props: WidgetCardProps) {
  const { widgetId, title, regionLabel, help, link, loading, emptyText, empty, actions, children } =
    props;
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      h="100%"
      component="section"
      aria-labelledby={regionLabel ? undefined : titleId}
      aria-label={regionLabel}
      data-widget={widgetId}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text component="h2" id={titleId} fw={600} size="md" lh={1.3}>
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {help}
            </Text>
          </div>
          {actions}
        </Group>
        <div style={{ flex: 1, minWidth: 0 }}>
          {loading ? (
            <StatePanel state={{ kind: 'loading' }} minHeight={120} />
          ) : empty ? (
            <StatePanel state={{ kind: 'empty', title: emptyText }} minHeight={120} />
          ) : (
            children
          )}
        </div>
        <Group justify="flex-end">
          <Anchor component={Link} to={link.to} size="sm">
            <Group gap={4} wrap="nowrap">
              {link.label}
              <IconArrowRight size={14} stroke={1.6} />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
