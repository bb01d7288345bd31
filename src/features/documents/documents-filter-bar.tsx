import { Group, SegmentedControl } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from '../../domain/document-kind';
import { FilterBar } from '../../shared/ui/filter-bar';
import { FilterSelect } from '../../shared/ui/filter-pickers';
import { FilterBarEnd } from '../../shared/ui/filter-bar-end';
import {
  EMPTY_DOCUMENTS_FILTER,
  isDocumentsFilterActive,
  type DocumentsFilter,
  type DocumentView,
} from './documents-query';

export interface Option {
  value: string;
  label: string;
}

export interface DocumentsFilterBarProps {
  value: DocumentsFilter;
  onChange: (next: DocumentsFilter) => void;
  view: DocumentView;
  onViewChange: (view: DocumentView) => void;
  statuses: readonly string[];
  uploaders: readonly Option[];
  /** Shown as "12 of 40 documents". */
  shown: number;
  total: number;
}

const KIND_CHOICES = DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: DOCUMENT_KIND_LABELS[kind],
}));
const VISIBILITY_CHOICES = [
  { value: 'visible', label: 'Visible to client' },
  { value: 'internal', label: 'Internal only' },
];

const viewLabel = (Icon: typeof IconList, text: string) => (
  <Group gap={4} wrap="nowrap">
    <Icon size={14} stroke={1.8} aria-hidden />
    <span>{text}</span>
  </Group>
);

/** Controlled search, filters and view, so the route can keep them in the URL. */
export function DocumentsFilterBar(props: DocumentsFilterBarProps) {
  const { value, onChange, statuses, uploaders } = props;
  const set = (patch: Partial<DocumentsFilter>) => onChange({ ...value, ...patch });
  const half = { base: 'calc(50% - 6px)', sm: 150 };
  return (
    <FilterBar
      search={{
        label: 'Search documents',
        placeholder: 'Search name or claim number',
        value: value.search,
        onChange: (search) => set({ search }),
        width: 230,
      }}
    >
      <FilterSelect
        aria-label="Type"
        placeholder="Any type"
        data={KIND_CHOICES}
        value={value.kind}
        onChange={(kind) => set({ kind: kind as DocumentsFilter['kind'] })}
        w={half}
      />
      <FilterSelect
        aria-label="Claim status"
        placeholder="Any status"
        data={[...statuses]}
        value={value.claimStatus}
        onChange={(claimStatus) => set({ claimStatus })}
        searchable
        w={half}
      />
      <FilterSelect
        aria-label="Uploaded by"
        placeholder="Anyone"
        data={[...uploaders]}
        value={value.uploader}
        onChange={(uploader) => set({ uploader })}
        searchable
        w={half}
      />
      <FilterSelect
        aria-label="Client visibility"
        placeholder="Any visibility"
        data={VISIBILITY_CHOICES}
        value={value.visibility}
        onChange={(visibility) => set({ visibility: visibility as DocumentsFilter['visibility'] })}
        w={half}
      />
      <DatePickerInput
        type="range"
        aria-label="Uploaded between"
        placeholder="Any upload date"
        leftSection={<IconCalendar size={16} stroke={1.6} />}
        value={[value.from, value.to]}
        onChange={([from, to]) => set({ from: from || null, to: to || null })}
        clearable
        allowSingleDateInRange
        w={{ base: '100%', sm: 210 }}
        size="sm"
        valueFormat="MMM D, YYYY"
      />
      <FilterBarEnd
        active={isDocumentsFilterActive(value)}
        onClear={() => onChange(EMPTY_DOCUMENTS_FILTER)}
        shown={props.shown}
        total={props.total}
        noun={props.total === 1 ? 'document' : 'documents'}
        trailing={
          <SegmentedControl
            aria-label="Documents view"
            size="xs"
            value={props.view}
            onChange={(next) => props.onViewChange(next === 'grid' ? 'grid' : 'list')}
            data={[
              { value: 'list', label: viewLabel(IconList, 'List') },
              { value: 'grid', label: viewLabel(IconLayoutGrid, 'Grid') },
            ]}
          />
        }
      />
    </FilterBar>
  );
}
