import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { routePath } from '../../shared/routes/route-table';
import { PageHeader } from '../../shared/ui/page-header';

/** An id this device does not hold (never synced here, deleted, or mistyped). */
export function ClientNotFound({ id }: { id: string }) {
  return (
    <>
      <PageHeader title="Client details" />
      <Paper withBorder radius="md" p="xl" role="alert" aria-label="Client not found">
        <Stack align="center" gap="xs" py="lg">
          <Title order={2} fz={22}>
            Client not found
          </Title>
          <Text c="dimmed" ta="center" maw={460} size="sm">
            There is no contact “{id}” on this device. It may have been deleted, or it has not been
            synced here yet.
          </Text>
          <Button
            component={Link}
            to={routePath('clients')}
            variant="light"
            leftSection={<IconArrowLeft size={14} />}
            mt="sm"
          >
            Back to clients
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
