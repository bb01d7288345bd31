import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

export interface PlaceholderPageProps {
  title: string;
  description: string;
  /** What this screen will hold, shown in the empty panel. */
  note: string;
  actions?: ReactNode;
}

// A titled screen whose content a later issue builds; it still reads as a finished page.
export function PlaceholderPage({ title, description, note, actions }: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs" py="xl">
          <ThemeIcon variant="light" size={44} radius="xl">
            <IconSparkles size={22} stroke={1.6} />
          </ThemeIcon>
          <Text c="dimmed" ta="center" maw={420} size="sm">
            {note}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
