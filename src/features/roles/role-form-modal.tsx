import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  PERMISSION_DESCRIPTIONS,
  permissionLabel,
  type GrantablePermission,
} from '../../domain/permissions';
import { roleNameError } from '../../domain/role.schema';
import { FormError } from '../../shared/ui/form/form-error';
import { SanitizedTextInput } from '../../shared/ui/form/sanitized-text-input';

export interface RoleFormModalProps {
  title: string;
  submitLabel: string;
  initialName: string;
  /** New role: the permissions this user may grant, to choose from; rename: none. */
  grantable?: readonly GrantablePermission[];
  onClose: () => void;
  /** Resolves to the server's refusal (a name in use, …), or null when done. */
  onSubmit: (name: string, permissions: GrantablePermission[]) => Promise<string | null>;
}

/** Name (and, for a new role, its permissions) of a role; the server's refusal stays in view. */
export function RoleFormModal(props: RoleFormModalProps) {
  const [name, setName] = useState(props.initialName);
  const [permissions, setPermissions] = useState<GrantablePermission[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const nameError = touched ? roleNameError(name) : null;

  async function submit() {
    setTouched(true);
    if (roleNameError(name)) return;
    setBusy(true);
    const refusal = await props.onSubmit(name.trim(), permissions);
    setBusy(false);
    if (refusal) setError(refusal);
    else props.onClose();
  }

  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg">
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormError error={error} />
        <SanitizedTextInput
          label="Role name"
          sanitize="text"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={nameError}
          required
          data-autofocus
        />
        {props.grantable && (
          <Checkbox.Group
            label="Permissions"
            description="Only the permissions you hold yourself can be given."
            value={permissions}
            onChange={(value) => setPermissions(value as GrantablePermission[])}
          >
            <Stack gap="xs" mt="xs">
              {props.grantable.map((permission) => (
                <Checkbox
                  key={permission}
                  value={permission}
                  label={permissionLabel(permission)}
                  description={PERMISSION_DESCRIPTIONS[permission]}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {props.grantable?.length === 0 && (
          <Text size="sm" c="dimmed">
            You hold no permission you could give.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
