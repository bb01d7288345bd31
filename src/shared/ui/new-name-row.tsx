import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { NameInput } from './form/name-input';

export interface NewNameRowProps {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Runs on Enter and on the button. */
  onSubmit: () => void;
  icon: ReactNode;
  submitLabel: string;
  submitDisabled?: boolean;
}

/** A compact name field with its create button, for the claim side panels. */
export function NewNameRow(props: NewNameRowProps) {
  const { label, placeholder, value, onValueChange, onSubmit, icon, submitLabel } = props;
  return (
    <Group gap={6} wrap="nowrap">
      <NameInput
        aria-label={label}
        placeholder={placeholder}
        size="xs"
        value={value}
        onValueChange={onValueChange}
        onSubmit={onSubmit}
        style={{ flex: 1 }}
      />
      <Button
        size="xs"
        variant="light"
        leftSection={icon}
        onClick={onSubmit}
        disabled={props.submitDisabled}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
