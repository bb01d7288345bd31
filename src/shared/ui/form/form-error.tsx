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
