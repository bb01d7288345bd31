import { ActionIcon, Text, TextInput, Tooltip } from '@mantine/core';
import { IconInfinity } from '@tabler/icons-react';
import { NEW_STATUS_TIMEOUT_DAYS } from '../../../domain/constants';
import { useDraftInput } from '../../../shared/ui/form/use-draft-input';
import { parseTimeoutDays, timeoutText } from './status-timeout';

export interface StatusTimeoutInputProps {
  status: string;
  days: number | null;
  /** Called once per finished edit (blur or Enter) with a valid, changed value. */
  onCommit: (days: number | null) => void;
}

const DAYS_SUFFIX = (
  <Text size="xs" c="dimmed" pr={6}>
    days
  </Text>
);

/**
 * A status timeout edited as a draft: typing changes nothing saved; blur or Enter commits one
 * valid value, an invalid one stays in the field with its error, Escape puts the saved value back.
 */
export function StatusTimeoutInput({ status, days, onCommit }: StatusTimeoutInputProps) {
  const saved = timeoutText(days);
  const { revert, inputProps } = useDraftInput(saved, (draft) => {
    if (draft.trim() === saved) return null;
    const parsed = parseTimeoutDays(draft);
    if (!parsed.ok) return parsed.error;
    onCommit(parsed.days);
    return null;
  });

  return (
    <>
      <TextInput
        aria-label={`Timeout in days for ${status}`}
        placeholder="No timeout"
        inputMode="numeric"
        size="xs"
        w={120}
        // The unit only beside a number: an empty field shows its "No timeout" placeholder whole.
        rightSection={inputProps.value === '' ? null : DAYS_SUFFIX}
        rightSectionWidth={40}
        {...inputProps}
      />
      <Tooltip label={days === null ? 'Give a timeout' : 'No timeout'} withArrow>
        <ActionIcon
          variant={days === null ? 'light' : 'subtle'}
          color="gray"
          size="sm"
          aria-label={`No timeout for ${status}`}
          aria-pressed={days === null}
          onClick={() => {
            revert();
            onCommit(days === null ? NEW_STATUS_TIMEOUT_DAYS : null);
          }}
        >
          <IconInfinity size={14} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
