import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';

// A list filter's pickers look and behave alike on every screen: small, clearable, named by their
// aria-label (the bar has no visible labels), with an "Any …" placeholder.

export function FilterSelect(props: SelectProps) {
  return <Select clearable size="sm" {...props} />;
}

/** The placeholder shows only while nothing is chosen, so chips do not sit beside it. */
export function FilterMultiSelect({ placeholder, ...props }: MultiSelectProps) {
  return (
    <MultiSelect
      clearable
      searchable
      size="sm"
      placeholder={props.value?.length ? undefined : placeholder}
      {...props}
    />
  );
}
