import { Button, Group, Text } from '@mantine/core';
import { shiftEventValues, type EventFormValues } from './event-form-values';

const DAY = 24 * 60;
const STEPS = [
  { minutes: -DAY, label: '1 day earlier' },
  { minutes: -30, label: '30 min earlier' },
  { minutes: 30, label: '30 min later' },
  { minutes: DAY, label: '1 day later' },
];

/**
 * The keyboard's way to move an event (dragging needs a pointer): each button shifts start and
 * end together in the form; Save changes stores the move.
 */
export function EventMoveButtons(props: {
  values: EventFormValues;
  onMove: (next: EventFormValues) => void;
}) {
  return (
    <Group gap={6} role="group" aria-label="Move">
      <Text size="sm" fw={500} mr={4}>
        Move
      </Text>
      {STEPS.map((step) => (
        <Button
          key={step.minutes}
          size="compact-sm"
          variant="light"
          onClick={() => props.onMove(shiftEventValues(props.values, step.minutes))}
        >
          {step.label}
        </Button>
      ))}
    </Group>
  );
}
