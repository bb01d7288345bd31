import { Alert, Paper, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { SettingsSaveRow } from '../../../shared/ui/form/settings-save-row';
import './settings-form-frame.css';

export const READ_ONLY_REASON =
  'Read only: changing these needs the Manage settings permission (Owner or Admin).';

/** A settings group's form: its fields, then Save and "Saved", or the reason it is read only. */
export function SettingsFormFrame(props: {
  label: string;
  /** Forms alone on their page keep a readable width; one among full-width panels takes theirs. */
  fullWidth?: boolean;
  readOnly: boolean;
  saved: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { label, fullWidth = false, readOnly, saved, onSubmit, children } = props;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={fullWidth ? undefined : 720}>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="md">
          {readOnly && (
            <Alert variant="light" color="gray" icon={<IconLock size={18} />} p="sm">
              {READ_ONLY_REASON}
            </Alert>
          )}
          <fieldset
            disabled={readOnly}
            className={readOnly ? 'settings-read-only' : undefined}
            style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          >
            <Stack gap="md">{children}</Stack>
          </fieldset>
          {!readOnly && <SettingsSaveRow saved={saved} />}
        </Stack>
      </form>
    </Paper>
  );
}
