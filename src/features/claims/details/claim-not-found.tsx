import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { routePath } from '../../../shared/routes/route-table';

/** An id this device does not hold (never synced here, deleted, or mistyped). */
export function ClaimNotFound({ id }: { id: string }) {
  return (
    <>
      <PageHeader title="Claim details" />
      <Paper withBorder radius="md" p="xl" role="alert" aria-label="Claim not found">
        <Stack align="center" gap="xs" py="lg">
          <Title order={2} fz={22}>
            Claim not found
          </Title>
          <Text c="dimmed" ta="center" maw={460} size="sm">
            There is no claim “{id}” on this device. It may have been deleted, or it has not been
            synced here yet.
          </Text>
          <Button
            component={Link}
            to={routePath('claims')}
            variant="light"
            leftSection={<IconArrowLeft size={14} />}
            mt="sm"
          >
            Back to claims
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
