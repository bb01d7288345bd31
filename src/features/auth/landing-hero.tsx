import {
  Badge,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCloudOff, IconLock, IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';

const points = [
  {
    Icon: IconCloudOff,
    title: 'Works offline',
    text: 'Keep working on site visits without signal; changes sync when you are back.',
  },
  {
    Icon: IconLock,
    title: 'Encrypted on the device',
    text: 'Claim data kept on laptops and tablets is encrypted at rest.',
  },
  {
    Icon: IconRoute,
    title: 'Every claim, one place',
    text: 'Statuses, customers, conversations, tasks and documents side by side.',
  },
];

export function LandingHero({ productName, loginTo }: { productName: string; loginTo: string }) {
  return (
    <Container size="md" py={64}>
      <Stack align="center" gap="lg" ta="center">
        <Badge variant="light" size="lg" radius="sm">
          For insurance-claim adjusters
        </Badge>
        <Title order={1} fz={{ base: 34, sm: 46 }} lh={1.1} maw={720}>
          Run your claims day, online or not.
        </Title>
        <Text c="dimmed" size="lg" maw={560}>
          {productName} is a calm, fast workspace for claims, clients, tasks and documents that
          keeps working when the connection does not.
        </Text>
        <Group>
          <Button component={Link} to={loginTo} size="md">
            Login
          </Button>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={56}>
        {points.map(({ Icon, title, text }) => (
          <Stack key={title} gap={8}>
            <ThemeIcon variant="light" size={40} radius="md">
              <Icon size={22} stroke={1.6} />
            </ThemeIcon>
            <Text fw={600}>{title}</Text>
            <Text c="dimmed" size="sm">
              {text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
