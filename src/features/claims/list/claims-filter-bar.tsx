import { Select, Switch } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FilterBar } from '../../../shared/ui/filter-bar';
import { FilterMultiSelect, FilterSelect } from '../../../shared/ui/filter-pickers';
import { FilterBarEnd } from '../../../shared/ui/filter-bar-end';
import type { Option } from '../claim-lookups';
import {
  EMPTY_FILTER,
  isFilterActive,
  type ClaimsFilter,
  type DateFilterField,
} from '../claims-query';

export interface ClaimsFilterBarProps {
  value: ClaimsFilter;
  onChange: (next: ClaimsFilter) => void;
  statuses: readonly string[];
  assignees: readonly Option[];
  /** Shown as "12 of 1,000 claims". */
  shown: number;
  total: number;
  /** The saved views menu and the view toggle sit at the end of the bar. */
  trailing?: ReactNode;
}

const DATE_FIELDS: { value: DateFilterField; label: string }[] = [
  { value: 'dateOfLoss', label: 'Date of loss' },
  { value: 'dateCreated', label: 'Date created' },
];

/** Controlled filters, so the route can keep them in the URL. */
export function ClaimsFilterBar(props: ClaimsFilterBarProps) {
  const { value, onChange, statuses, assignees, shown, total, trailing } = props;
  const set = (patch: Partial<ClaimsFilter>) => onChange({ ...value, ...patch });
  return (
    <FilterBar
      search={{
        label: 'Search claims',
        placeholder: 'Search visible fields',
        value: value.search,
        onChange: (search) => set({ search }),
        width: 240,
      }}
    >
      <FilterMultiSelect
        aria-label="Status"
        placeholder="Any status"
        data={[...statuses]}
        value={value.statuses}
        onChange={(next) => set({ statuses: next })}
        w={220}
        maxValues={statuses.length}
      />
      <FilterSelect
        aria-label="Assignee"
        placeholder="Any assignee"
        data={[...assignees]}
        value={value.assignee}
        onChange={(next) => set({ assignee: next })}
        searchable
        w={180}
      />
      <Select
        aria-label="Date to filter on"
        data={DATE_FIELDS}
        value={value.dateField}
        onChange={(next) =>
          set({ dateField: next === 'dateCreated' ? 'dateCreated' : 'dateOfLoss' })
        }
        allowDeselect={false}
        w={140}
        size="sm"
      />
      <DatePickerInput
        type="range"
        aria-label="Date range"
        placeholder="Any date"
        leftSection={<IconCalendar size={16} stroke={1.6} />}
        value={[value.from, value.to]}
        onChange={([from, to]) => set({ from: from || null, to: to || null })}
        clearable
        allowSingleDateInRange
        w={230}
        size="sm"
        valueFormat="MMM D, YYYY"
      />
      <Switch
        label="Overdue only"
        checked={value.overdueOnly}
        onChange={(event) => set({ overdueOnly: event.currentTarget.checked })}
        mb={6}
      />
      <FilterBarEnd
        active={isFilterActive(value)}
        onClear={() => onChange(EMPTY_FILTER)}
        shown={shown}
        total={total}
        noun="claims"
        trailing={trailing}
      />
    </FilterBar>
  );
}
