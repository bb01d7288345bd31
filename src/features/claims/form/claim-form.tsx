import { Button, Grid, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ClaimInput } from '../../../domain/claim.schema';
import { SanitizedTextInput } from '../../../shared/ui/form/sanitized-text-input';
import { SanitizedTextarea } from '../../../shared/ui/form/sanitized-textarea';
import { SaveError } from '../../../shared/ui/form/form-error';
import { useValidatedForm } from '../../../shared/ui/form/use-validated-form';
import type { Option } from '../claim-lookups';
import { emptyClaimFormValues, validateClaimForm, type ClaimFormValues } from './claim-form-values';
import { CustomersEditor } from './customers-editor';

export interface ClaimFormProps {
  mode: 'create' | 'edit';
  initialValues?: ClaimFormValues;
  /** Referral clients (contacts with the client role) and customers to pick from. */
  contacts: readonly Option[];
  users: readonly Option[];
  statuses: readonly string[];
  onSubmit: (input: ClaimInput) => void;
  onCancel?: () => void;
  submitting?: boolean;
  /** A server or queue error from the last save. */
  submitError?: string | null;
}

type TextField = 'policyNumber' | 'address' | 'city' | 'state' | 'zipCode';

export function ClaimForm(props: ClaimFormProps) {
  const { mode, contacts, users, statuses, onSubmit, onCancel, submitting, submitError } = props;
  const { values, errors, update, submit } = useValidatedForm(
    (): ClaimFormValues => props.initialValues ?? emptyClaimFormValues(statuses[0] ?? null),
    validateClaimForm,
    onSubmit,
  );

  const text = (field: TextField, label: string, span: number) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <SanitizedTextInput
        label={label}
        required
        value={values[field]}
        error={errors[field]}
        onChange={(event) => update({ [field]: event.currentTarget.value })}
      />
    </Grid.Col>
  );

  const errorCount = Object.keys(errors).length;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? 'New claim' : 'Edit claim'}
    >
      <Stack gap="md">
        <SaveError subject="claim" error={submitError} />
        {errorCount > 0 && (
          <Text size="sm" c="var(--app-danger-text)" role="alert">
            {errorCount === 1
              ? 'One field needs attention.'
              : `${errorCount} fields need attention.`}
          </Text>
        )}
        <Grid gap="sm">
          {text('policyNumber', 'Policy number', 6)}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateInput
              label="Date of loss"
              required
              placeholder="Pick a date"
              value={values.dateOfLoss}
              error={errors.dateOfLoss}
              onChange={(date) => update({ dateOfLoss: date })}
              valueFormat="MMM D, YYYY"
              maxDate={new Date()}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Referral client"
              required
              placeholder="Pick a contact"
              data={[...contacts]}
              searchable
              nothingFoundMessage="No matching contact"
              value={values.clientId}
              error={errors.clientName}
              onChange={(id) =>
                update({
                  clientId: id,
                  clientName: contacts.find((c) => c.value === id)?.label ?? '',
                })
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Assigned to"
              placeholder="Unassigned"
              data={[...users]}
              searchable
              clearable
              value={values.assignedTo}
              onChange={(id) => update({ assignedTo: id })}
            />
          </Grid.Col>
          {text('address', 'Address', 12)}
          {text('city', 'City', 5)}
          {text('state', 'State', 3)}
          {text('zipCode', 'ZIP code', 4)}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <SanitizedTextInput
              label="Estimated value"
              sanitize="number"
              leftSection="$"
              placeholder="0"
              value={values.estimatedValue}
              error={errors.estimatedValue}
              onChange={(event) => update({ estimatedValue: event.currentTarget.value })}
            />
          </Grid.Col>
          {mode === 'create' && (
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Status"
                data={[...statuses]}
                value={values.status}
                allowDeselect={false}
                onChange={(status) => update({ status })}
              />
            </Grid.Col>
          )}
          <Grid.Col span={12}>
            <SanitizedTextarea
              label="Description"
              autosize
              minRows={2}
              value={values.description}
              onChange={(event) => update({ description: event.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <CustomersEditor
              value={values.customers}
              onChange={(customers) => update({ customers })}
              contacts={contacts}
              error={errors.customers}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {mode === 'create' ? 'Create claim' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
