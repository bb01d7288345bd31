import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The whole-form error above the fields (a refused login or unlock), announced at once. */
export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {error}
    </Alert>
  );
}

/** A refused save above a form's fields ("The task could not be saved"), announced at once. */
export function SaveError({
  subject,
  error,
}: {
  subject: string;
  error: string | null | undefined;
}) {
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={16} />}
      title={`The ${subject} could not be saved`}
      role="alert"
    >
      {error}
    </Alert>
  );
}
