import { Checkbox, Grid, NumberInput, Select, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ClientFieldDraft, ClientFieldErrors } from '../../domain/client-field-values';
import type { ClientField } from '../../domain/client-fields';
import { SanitizedTextInput } from '../../shared/ui/form/sanitized-text-input';

export interface ClientCustomFieldsProps {
  /** The visible fields, in the organization's order. */
  fields: readonly ClientField[];
  draft: ClientFieldDraft;
  errors: ClientFieldErrors;
  onChange: (id: string, value: string | boolean) => void;
}

/** The organization's own client fields in the client form, each with the input of its kind. */
export function ClientCustomFields({ fields, draft, errors, onChange }: ClientCustomFieldsProps) {
  if (fields.length === 0) return null;
  const input = (field: ClientField) => {
    const common = { label: field.label, required: field.required, error: errors[field.id] };
    const text = typeof draft[field.id] === 'string' ? (draft[field.id] as string) : '';
    switch (field.kind) {
      case 'checkbox':
        return (
          <Checkbox
            {...common}
            checked={draft[field.id] === true}
            onChange={(event) => onChange(field.id, event.currentTarget.checked)}
          />
        );
      case 'number':
        return (
          <NumberInput
            {...common}
            value={text}
            hideControls
            decimalSeparator="."
            onChange={(value) => onChange(field.id, String(value))}
          />
        );
      case 'date':
        return (
          <DateInput
            {...common}
            value={text || null}
            valueFormat="MMM D, YYYY"
            clearable
            onChange={(value) => onChange(field.id, value ?? '')}
          />
        );
      case 'select':
        return (
          <Select
            {...common}
            data={field.options}
            value={text || null}
            clearable
            onChange={(value) => onChange(field.id, value ?? '')}
          />
        );
      case 'text':
        return (
          <SanitizedTextInput
            {...common}
            value={text}
            onChange={(event) => onChange(field.id, event.currentTarget.value)}
          />
        );
    }
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        More about this client
      </Text>
      <Grid gap="sm">
        {fields.map((field) => (
          // A checkbox gets a row of its own: beside an input it would float by the label.
          <Grid.Col key={field.id} span={{ base: 12, sm: field.kind === 'checkbox' ? 12 : 6 }}>
            {input(field)}
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}
