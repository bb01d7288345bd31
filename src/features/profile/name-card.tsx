import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { renameSelf } from '../../collections/users/own-name.mutations';
import type { PersonName } from '../../domain/person-name.schema';
import { useServices } from '../../shared/services/services.context';
import { useWriteAccess } from '../../shared/services/use-write-access';
import { SanitizedTextInput } from '../../shared/ui/form/sanitized-text-input';
import { useValidatedForm } from '../../shared/ui/form/use-validated-form';
import { runAction } from '../../shared/ui/report-failure';
import { ProfileCard } from './profile-card';
import { validateName } from './profile-forms';

export const NAME_SAVED = 'Your name was saved';
const NAME_FAILED = 'Your name could not be saved';

/** Name (queued like every write, so it works offline) and the email, which only an admin changes. */
export function NameCard({ name, email }: { name: PersonName; email: string }) {
  const { session } = useServices();
  const writeAccess = useWriteAccess();
  const { values, errors, update, submit } = useValidatedForm(name, validateName, (input) =>
    runAction(async () => {
      const { db, user } = writeAccess();
      await renameSelf(db, user.id, input);
      session.showName(input);
      notifications.show({ color: 'green', message: NAME_SAVED });
    }, NAME_FAILED),
  );
  const unchanged =
    values.firstName.trim() === name.firstName && values.lastName.trim() === name.lastName;

  return (
    <ProfileCard id="name" title="Name" description="How colleagues see you across the app.">
      <form onSubmit={submit} noValidate aria-label="Name">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <SanitizedTextInput
            label="First name"
            required
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            onChange={(event) => update({ firstName: event.currentTarget.value })}
          />
          <SanitizedTextInput
            label="Last name"
            required
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            onChange={(event) => update({ lastName: event.currentTarget.value })}
          />
          <TextInput
            label="Email"
            value={email}
            readOnly
            description="Only an administrator can change your email."
            styles={{ input: { color: 'var(--mantine-color-dimmed)' } }}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={unchanged}>
            Save name
          </Button>
        </Group>
      </form>
    </ProfileCard>
  );
}
