import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../routes/route-table';

export function NotFound({ homeTo, homeLabel }: { homeTo: string; homeLabel: string }) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" maw={420}>
        <Text fz={64} fw={800} c="brand" lh={1}>
          404
        </Text>
        <Title order={1} fz={24} ta="center">
          {ROUTES.notFound.title}
        </Title>
        <Text c="dimmed" ta="center">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button component={Link} to={homeTo} mt="sm">
          {homeLabel}
        </Button>
      </Stack>
    </Center>
  );
}
