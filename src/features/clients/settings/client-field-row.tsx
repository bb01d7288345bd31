import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Switch,
  TagsInput,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CLIENT_FIELD_KIND_LABELS, type ClientField } from '../../../domain/client-fields';
import { DraftNameInput } from '../../../shared/ui/form/draft-name-input';

export interface ClientFieldRowProps {
  field: ClientField;
  /** Contacts on this device holding a value for the field. */
  valueCount: number;
  /** Why the last delete was refused (a field in use), with Hide offered instead. */
  refusal: string | null;
  onRename: (label: string) => string | null;
  onOptions: (options: string[]) => string | null;
  onFlag: (flag: 'required' | 'showInList' | 'hidden', on: boolean) => void;
  onDelete: () => void;
}

const countText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'contact' : 'contacts'}`;

/** One field in the editor: its name, options (select), required, in the list, hidden, delete. */
export function ClientFieldRow(props: ClientFieldRowProps) {
  const { field, valueCount, refusal, onFlag } = props;
  const [optionsError, setOptionsError] = useState<string | null>(null);
  const name = field.label;
  return (
    <Stack gap={6} style={{ flex: 1, minWidth: 0 }} opacity={field.hidden ? 0.75 : 1}>
      <Group gap="xs" wrap="nowrap">
        <DraftNameInput name={name} onCommit={props.onRename} />
        <Tooltip label={field.hidden ? 'Show: ask it again' : 'Hide: values are kept'} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`${field.hidden ? 'Show' : 'Hide'} field ${name}`}
            aria-pressed={field.hidden}
            onClick={() => onFlag('hidden', !field.hidden)}
          >
            {field.hidden ? (
              <IconEyeOff size={14} stroke={1.6} />
            ) : (
              <IconEye size={14} stroke={1.6} />
            )}
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={`Delete field ${name}`}
            onClick={props.onDelete}
          >
            <IconTrash size={14} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {field.kind === 'select' && (
        <TagsInput
          size="xs"
          aria-label={`Options of ${name}`}
          placeholder="Add an option, then Enter or comma"
          value={field.options}
          error={optionsError}
          onChange={(options) => setOptionsError(props.onOptions(options))}
          clearable={false}
        />
      )}
      <Group gap="sm" wrap="wrap">
        <Badge variant="light" radius="sm" tt="none" fw={500} miw={76}>
          {CLIENT_FIELD_KIND_LABELS[field.kind]}
        </Badge>
        <Switch
          size="xs"
          label="Required"
          aria-label={`Required: ${name}`}
          checked={field.required}
          onChange={(event) => onFlag('required', event.currentTarget.checked)}
        />
        <Switch
          size="xs"
          label="Show in list"
          aria-label={`Show in list: ${name}`}
          checked={field.showInList}
          onChange={(event) => onFlag('showInList', event.currentTarget.checked)}
        />
        {field.hidden && (
          <Badge variant="default" radius="sm" tt="none" fw={400}>
            Hidden
          </Badge>
        )}
        {valueCount > 0 && (
          <Text size="xs" c="dimmed">
            Filled on {countText(valueCount)}
          </Text>
        )}
      </Group>
      {refusal && (
        <Group gap="xs" wrap="nowrap" role="alert">
          <Text size="xs" c="var(--app-danger-text)" style={{ flex: 1 }}>
            {refusal}
          </Text>
          {!field.hidden && (
            <Button size="compact-xs" variant="light" onClick={() => onFlag('hidden', true)}>
              Hide instead
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
