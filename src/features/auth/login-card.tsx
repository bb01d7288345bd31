import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '../../shared/ui/brand-mark';

export function LoginCard({
  productName,
  subtitle = 'Use your work email and password.',
  children,
}: {
  productName: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Center mih="calc(100dvh - 140px)" py="xl">
      <Paper withBorder shadow="sm" radius="lg" p={32} w="100%" maw={420}>
        <Stack gap={6} align="center" mb="lg">
          <BrandMark size={40} />
          <Title order={1} fz={22} mt={6}>
            Log in to {productName}
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            {subtitle}
          </Text>
        </Stack>
        {children}
      </Paper>
    </Center>
  );
}
