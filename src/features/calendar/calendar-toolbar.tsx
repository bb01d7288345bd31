import { ActionIcon, Button, Group, SegmentedControl, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { VIEW_LABELS, VIEW_SETTINGS, type CalendarViewSetting } from './calendar-views';

const STEPS = [
  { label: 'Previous', Icon: IconChevronLeft, handler: 'onPrevious' },
  { label: 'Next', Icon: IconChevronRight, handler: 'onNext' },
] as const;

/** Today, previous and next, the range shown, and the view: Mantine controls over the calendar. */
export function CalendarToolbar(props: {
  title: string;
  view: CalendarViewSetting;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onView: (view: CalendarViewSetting) => void;
}) {
  return (
    <Group justify="space-between" gap="sm" mb="sm">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Button variant="default" size="sm" onClick={props.onToday} style={{ flexShrink: 0 }}>
          Today
        </Button>
        {STEPS.map(({ label, Icon, handler }) => (
          <ActionIcon
            key={label}
            variant="default"
            size="lg"
            aria-label={label}
            onClick={props[handler]}
            style={{ flexShrink: 0 }}
          >
            <Icon size={18} />
          </ActionIcon>
        ))}
        <Title
          order={2}
          fz={{ base: 'md', sm: 'lg' }}
          fw={600}
          aria-live="polite"
          data-testid="calendar-title"
        >
          {props.title}
        </Title>
      </Group>
      <SegmentedControl
        size="sm"
        aria-label="Calendar view"
        value={props.view}
        onChange={(view) => props.onView(view as CalendarViewSetting)}
        data={VIEW_SETTINGS.map((view) => ({ value: view, label: VIEW_LABELS[view] }))}
      />
    </Group>
  );
}
