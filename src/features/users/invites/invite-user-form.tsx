import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../shared/ui/form/form-error';
import { useValidatedForm } from '../../../shared/ui/form/use-validated-form';
import { validateInviteForm, type InviteFormErrors, type InviteFormValues } from './invite-form';
import { InviteRefused } from './invitations.hooks';

export interface InviteUserFormProps {
  /** The role names the user may hand out. */
  roles: readonly string[];
  onInvite: (values: InviteFormValues) => Promise<void>;
  onCancel: () => void;
}

/** Email and role, checked at the field; a refusal from the server lands on the field it names. */
export function InviteUserForm({ roles, onInvite, onCancel }: InviteUserFormProps) {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<InviteFormErrors & { form?: string }>({});
  const form = useValidatedForm<InviteFormValues, InviteFormValues, InviteFormErrors>(
    { email: '', role: '' },
    (values) => validateInviteForm(values, roles),
    (input) => {
      setBusy(true);
      setRefused({});
      onInvite(input)
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          const field = error instanceof InviteRefused ? error.field : undefined;
          setRefused(field ? { [field]: message } : { form: message });
        })
        .finally(() => setBusy(false));
    },
  );
  const error = (field: keyof InviteFormValues) => form.errors[field] ?? refused[field];
  const change = (patch: Partial<InviteFormValues>) => {
    setRefused({});
    form.update(patch);
  };

  return (
    <form onSubmit={form.submit} noValidate aria-label="Invite user">
      <Stack gap="md">
        <FormError error={refused.form} />
        <TextInput
          label="Email"
          type="email"
          placeholder="colleague@company.com"
          required
          data-autofocus
          value={form.values.email}
          error={error('email')}
          onChange={(event) => change({ email: event.currentTarget.value })}
        />
        <Select
          label="Role"
          placeholder="Choose a role"
          required
          data={[...roles]}
          value={form.values.role || null}
          error={error('role')}
          onChange={(role) => change({ role: role ?? '' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Create invitation link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
