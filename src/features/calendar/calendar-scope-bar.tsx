import { Group, SegmentedControl, Select } from '@mantine/core';
import type { CalendarScope } from './calendar-items';

/** Whose items show: the user's own, or the team's (everyone, or one person). */
export function CalendarScopeBar(props: {
  scope: CalendarScope;
  person: string | null;
  people: readonly { value: string; label: string }[];
  onScope: (scope: CalendarScope) => void;
  onPerson: (person: string | null) => void;
}) {
  return (
    <Group gap="sm" mb="sm">
      <SegmentedControl
        size="sm"
        aria-label="Whose calendar"
        value={props.scope}
        onChange={(scope) => props.onScope(scope as CalendarScope)}
        data={[
          { value: 'mine', label: 'Mine' },
          { value: 'team', label: 'Team' },
        ]}
      />
      {props.scope === 'team' && (
        <Select
          size="sm"
          aria-label="Person"
          placeholder="Everyone"
          data={[...props.people]}
          value={props.person}
          onChange={props.onPerson}
          searchable
          clearable
          w={220}
          nothingFoundMessage="No matching person"
        />
      )}
    </Group>
  );
}
