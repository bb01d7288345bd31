import { Button, Checkbox, Grid, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  emptyClientFormValues,
  validateClientForm,
  type ClientFormErrors,
  type ClientFormValues,
  type ClientType,
} from '../../domain/client-form';
import {
  clientFieldDraft,
  validateClientFields,
  type ClientFieldErrors,
} from '../../domain/client-field-values';
import { visibleClientFields, type ClientField } from '../../domain/client-fields';
import { CONTACT_ROLES, type ContactInput, type ContactRole } from '../../domain/contact.schema';
import { SanitizedTextInput } from '../../shared/ui/form/sanitized-text-input';
import { SanitizedTextarea } from '../../shared/ui/form/sanitized-textarea';
import { ClientCustomFields } from './client-custom-fields';
import { ROLE_LABELS, TYPE_LABELS } from './client-format';

export interface ClientFormProps {
  mode: 'create' | 'edit';
  initialValues?: ClientFormValues;
  /** The contact's other metadata (a vendor's notes), kept as it is. */
  metadata?: ContactInput['metadata'];
  /** The organization's own client fields (hidden ones keep their values, unasked). */
  fields?: readonly ClientField[];
  onSubmit: (input: ContactInput) => void;
  onCancel: () => void;
}

type TextField = Exclude<keyof ClientFormValues, 'type' | 'roles'>;

/** SPEC 3 contact with metadata.client: a person, or a company with its primary contact. */
export function ClientForm(props: ClientFormProps) {
  const { mode, onSubmit, onCancel } = props;
  const [values, setValues] = useState<ClientFormValues>(
    () => props.initialValues ?? emptyClientFormValues(),
  );
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const fields = props.fields ?? [];
  const stored = props.metadata?.client?.customFields;
  const [custom, setCustom] = useState(() => clientFieldDraft(fields, stored));
  const [customErrors, setCustomErrors] = useState<ClientFieldErrors>({});

  const update = (patch: Partial<ClientFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After a first attempt, messages follow the fields as they are fixed.
    if (submitted) {
      const result = validateClientForm(next, props.metadata);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const updateCustom = (id: string, value: string | boolean) => {
    const next = { ...custom, [id]: value };
    setCustom(next);
    if (submitted) {
      const result = validateClientFields(fields, next, stored);
      setCustomErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateClientForm(values, props.metadata);
    const own = validateClientFields(fields, custom, stored);
    setErrors(result.ok ? {} : result.errors);
    setCustomErrors(own.ok ? {} : own.errors);
    if (!result.ok || !own.ok) return;
    const client = result.input.metadata.client;
    // A contact no field ever touched gets no empty map.
    if (client && (stored || Object.keys(own.values).length > 0)) client.customFields = own.values;
    onSubmit(result.input);
  };

  const field = (
    key: TextField,
    label: string,
    span: number,
    options: { sanitize?: 'email' | 'phone'; required?: boolean } = {},
  ) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <SanitizedTextInput
        label={label}
        required={options.required}
        sanitize={options.sanitize}
        type={
          options.sanitize === 'email' ? 'email' : options.sanitize === 'phone' ? 'tel' : 'text'
        }
        value={values[key]}
        error={errors[key]}
        onChange={(event) => update({ [key]: event.currentTarget.value })}
      />
    </Grid.Col>
  );

  const company = values.type === 'company';
  const errorCount = Object.keys(errors).length + Object.keys(customErrors).length;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? 'New client' : 'Edit client'}
    >
      <Stack gap="md">
        {errorCount > 0 && (
          <Text size="sm" c="var(--app-danger-text)" role="alert">
            {errorCount === 1
              ? 'One field needs attention.'
              : `${errorCount} fields need attention.`}
          </Text>
        )}
        <SegmentedControl
          aria-label="Client type"
          value={values.type}
          onChange={(type) => update({ type: type as ClientType })}
          data={(['individual', 'company'] as const).map((t) => ({
            value: t,
            label: TYPE_LABELS[t],
          }))}
        />
        <Grid gap="sm">
          {company ? (
            field('companyName', 'Company name', 12, { required: true })
          ) : (
            <>
              {field('firstName', 'First name', 6, { required: true })}
              {field('lastName', 'Last name', 6)}
            </>
          )}
          {field('email', company ? 'Company email' : 'Email', 6, { sanitize: 'email' })}
          {field('phone', company ? 'Company phone' : 'Phone', 6, { sanitize: 'phone' })}
        </Grid>
        {company && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Primary contact
            </Text>
            <Grid gap="sm">
              {field('contactFirstName', 'First name', 6)}
              {field('contactLastName', 'Last name', 6)}
              {field('contactEmail', 'Email', 6, { sanitize: 'email' })}
              {field('contactPhone', 'Phone', 6, { sanitize: 'phone' })}
            </Grid>
          </Stack>
        )}
        <Grid gap="sm">
          {field('street', 'Street', 12)}
          {field('city', 'City', 5)}
          {field('state', 'State', 3)}
          {field('zip', 'ZIP code', 4)}
        </Grid>
        <ClientCustomFields
          fields={visibleClientFields(fields)}
          draft={custom}
          errors={customErrors}
          onChange={updateCustom}
        />
        <Checkbox.Group
          label="Roles"
          value={values.roles}
          onChange={(roles) => update({ roles: roles as ContactRole[] })}
          error={errors.roles}
        >
          <Group gap="lg" mt={6}>
            {CONTACT_ROLES.map((role) => (
              <Checkbox key={role} value={role} label={ROLE_LABELS[role]} />
            ))}
          </Group>
        </Checkbox.Group>
        <SanitizedTextarea
          label="Notes"
          autosize
          minRows={2}
          maxRows={6}
          value={values.notes}
          onChange={(event) => update({ notes: event.currentTarget.value })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">{mode === 'create' ? 'Create client' : 'Save changes'}</Button>
        </Group>
      </Stack>
    </form>
  );
}
