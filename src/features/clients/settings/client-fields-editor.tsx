import { Button, Grid, Paper, Select, TagsInput, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  addClientField,
  CLIENT_FIELD_KINDS,
  CLIENT_FIELD_KIND_LABELS,
  removeClientField,
  renameClientField,
  setClientFieldFlag,
  setClientFieldOptions,
  type ClientField,
  type ClientFieldKind,
} from '../../../domain/client-fields';
import { NameInput } from '../../../shared/ui/form/name-input';
import { moveItem } from '../../../shared/ui/list-order';
import { SortableList } from '../../../shared/ui/sortable-list';
import { SortableRow } from '../../../shared/ui/sortable-row';
import { ClientFieldRow } from './client-field-row';

export interface ClientFieldsEditorProps {
  fields: readonly ClientField[];
  /** Contacts holding a value, per field id: a field in use is hidden, not deleted. */
  valueCounts: Readonly<Record<string, number>>;
  onChange: (next: ClientField[]) => void;
}

const KIND_OPTIONS = CLIENT_FIELD_KINDS.map((kind) => ({
  value: kind,
  label: CLIENT_FIELD_KIND_LABELS[kind],
}));

/**
 * Add, rename, reorder (drag, keyboard on the grip, or the arrows), set options, required, shown
 * in the list, hide and delete the organization's client fields. Every change saves at once.
 */
export function ClientFieldsEditor({ fields, valueCounts, onChange }: ClientFieldsEditorProps) {
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<ClientFieldKind>('text');
  const [options, setOptions] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ label?: string; options?: string }>({});
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);
  const move = (from: number, to: number) => onChange(moveItem(fields, from, to));

  const add = () => {
    const edit = addClientField(fields, { label, kind, options });
    if (!edit.ok) return setErrors({ [edit.at]: edit.error });
    onChange(edit.fields);
    setLabel('');
    setOptions([]);
    setErrors({});
  };
  const answer = (edit: ReturnType<typeof renameClientField>) => {
    if (!edit.ok) return edit.error;
    onChange(edit.fields);
    return null;
  };
  const remove = (field: ClientField) => {
    const edit = removeClientField(fields, field.id, valueCounts[field.id] ?? 0);
    if (!edit.ok) return setRefusal({ id: field.id, message: edit.error });
    setRefusal(null);
    onChange(edit.fields);
  };
  const flag = (id: string, name: 'required' | 'showInList' | 'hidden', on: boolean) => {
    if (name === 'hidden' && refusal?.id === id) setRefusal(null);
    onChange(setClientFieldFlag(fields, id, name, on));
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={760}>
      <Text fw={600}>Client fields</Text>
      <Text size="sm" c="dimmed" mb="md">
        Your own fields on every client, in the order the client form asks them. A field that
        contacts have filled in can be hidden but not deleted, so their values are kept.
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          No client fields yet. Add the first one below.
        </Text>
      )}
      <SortableList ids={fields.map((f) => f.id)} label="Client fields" onMove={move}>
        {fields.map((field, index) => (
          <SortableRow
            key={field.id}
            id={field.id}
            label={field.label}
            index={index}
            count={fields.length}
            onMove={move}
          >
            <ClientFieldRow
              field={field}
              valueCount={valueCounts[field.id] ?? 0}
              refusal={refusal?.id === field.id ? refusal.message : null}
              onRename={(next) => answer(renameClientField(fields, field.id, next))}
              onOptions={(next) => answer(setClientFieldOptions(fields, field.id, next))}
              onFlag={(name, on) => flag(field.id, name, on)}
              onDelete={() => remove(field)}
            />
          </SortableRow>
        ))}
      </SortableList>
      <Grid mt="md" gap="xs" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NameInput
            label="New field"
            placeholder="e.g. Policy tier"
            value={label}
            error={errors.label}
            onValueChange={(next) => {
              setLabel(next);
              setErrors({});
            }}
            onSubmit={add}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select
            label="Kind"
            data={KIND_OPTIONS}
            value={kind}
            allowDeselect={false}
            onChange={(next) => {
              setKind((next ?? 'text') as ClientFieldKind);
              setErrors({});
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Button mt={25} fullWidth leftSection={<IconPlus size={14} />} onClick={add}>
            Add field
          </Button>
        </Grid.Col>
        {kind === 'select' && (
          <Grid.Col span={12}>
            <TagsInput
              label="Options"
              description="Type an option, then Enter or a comma"
              value={options}
              error={errors.options}
              onChange={(next) => {
                setOptions(next);
                setErrors({});
              }}
            />
          </Grid.Col>
        )}
      </Grid>
    </Paper>
  );
}
