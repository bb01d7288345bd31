import { Button, Collapse, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { FilterBar } from '../../shared/ui/filter-bar';
import { FilterMultiSelect, FilterSelect } from '../../shared/ui/filter-pickers';
import { FilterBarEnd } from '../../shared/ui/filter-bar-end';
import { EMPTY_TASKS_FILTER, isTasksFilterActive, type TasksFilter } from './tasks-query';

export interface Choice {
  value: string;
  label: string;
}

export interface TasksFilterBarProps {
  value: TasksFilter;
  onChange: (next: TasksFilter) => void;
  assignees: readonly Choice[];
  types: readonly Choice[];
  claimStatuses: readonly string[];
  /** Shown as "12 of 40 tasks". */
  shown: number;
  total: number;
  trailing?: ReactNode;
}

/** Controlled filters, so the route can keep them in the URL. */
export function TasksFilterBar(props: TasksFilterBarProps) {
  const { value, onChange, shown, total } = props;
  const set = (patch: Partial<TasksFilter>) => onChange({ ...value, ...patch });
  // On a phone the pickers fold away behind one button, so the list keeps the screen.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const [unfolded, setUnfolded] = useState(false);
  const chosen =
    (value.assignee ? 1 : 0) + (value.types.length ? 1 : 0) + (value.claimStatuses.length ? 1 : 0);
  const pickers = (
    <>
      <FilterSelect
        aria-label="Assignee"
        placeholder="Anyone"
        data={[...props.assignees]}
        value={value.assignee}
        onChange={(assignee) => set({ assignee })}
        searchable
        w={{ base: '100%', xs: 180 }}
      />
      <FilterMultiSelect
        aria-label="Task type"
        placeholder="Any type"
        data={[...props.types]}
        value={value.types}
        onChange={(types) => set({ types })}
        w={{ base: '100%', xs: 200 }}
      />
      <FilterMultiSelect
        aria-label="Claim status"
        placeholder="Any claim status"
        data={[...props.claimStatuses]}
        value={value.claimStatuses}
        onChange={(claimStatuses) => set({ claimStatuses })}
        w={{ base: '100%', xs: 210 }}
      />
    </>
  );
  return (
    <FilterBar
      search={{
        label: 'Search tasks',
        placeholder: 'Search title, claim, person…',
        value: value.search,
        onChange: (search) => set({ search }),
        width: 240,
      }}
      below={
        narrow && (
          <Collapse expanded={unfolded}>
            <Group gap="sm" mt="sm">
              {pickers}
            </Group>
          </Collapse>
        )
      }
    >
      {narrow ? (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFilter size={14} />}
          aria-expanded={unfolded}
          onClick={() => setUnfolded((open) => !open)}
        >
          Filters{chosen ? ` (${chosen})` : ''}
        </Button>
      ) : (
        pickers
      )}
      <FilterBarEnd
        active={isTasksFilterActive(value)}
        onClear={() => onChange(EMPTY_TASKS_FILTER)}
        shown={shown}
        total={total}
        noun="tasks"
        trailing={props.trailing}
      />
    </FilterBar>
  );
}
