import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from './page-header';

export interface RecordNotFoundProps {
  /** "Claim", "Client": the page title and the message name it. */
  kind: string;
  /** How the message names one record: "claim", "contact". */
  noun: string;
  id: string;
  backTo: string;
  backLabel: string;
}

/** An id this device does not hold (never synced here, deleted, or mistyped). */
export function RecordNotFound({ kind, noun, id, backTo, backLabel }: RecordNotFoundProps) {
  return (
    <>
      <PageHeader title={`${kind} details`} />
      <Paper withBorder radius="md" p="xl" role="alert" aria-label={`${kind} not found`}>
        <Stack align="center" gap="xs" py="lg">
          <Title order={2} fz={22}>
            {kind} not found
          </Title>
          <Text c="dimmed" ta="center" maw={460} size="sm">
            There is no {noun} “{id}” on this device. It may have been deleted, or it has not been
            synced here yet.
          </Text>
          <Button
            component={Link}
            to={backTo}
            variant="light"
            leftSection={<IconArrowLeft size={14} />}
            mt="sm"
          >
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
