import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/tiptap/styles.css';
import { Box, MantineProvider, Title } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { theme } from '../../src/app/theme';
import { DEFAULT_CLAIM_STATUSES } from '../../src/domain/constants';
import type { ClaimLookups } from '../../src/features/claims/claim-lookups';
import { USERS } from './fake-claims';
import { GalleryDetails } from './gallery-details';
import { GalleryForm, GallerySettings } from './gallery-settings';
import { GalleryWorkspace } from './gallery-workspace';

const params = new URLSearchParams(location.search);
const view = params.get('view') ?? 'list';
const count = Number(params.get('count') ?? 1000);
const lookups: ClaimLookups = {
  statuses: DEFAULT_CLAIM_STATUSES.map((s) => ({ ...s })),
  userNames: USERS,
  now: new Date('2026-03-02T12:00:00Z'),
};

const pages: Record<string, () => React.ReactNode> = {
  list: () => <GalleryWorkspace initialView="list" lookups={lookups} count={count} />,
  kanban: () => <GalleryWorkspace initialView="kanban" lookups={lookups} count={count} />,
  details: () => <GalleryDetails lookups={lookups} />,
  settings: () => <GallerySettings />,
  form: () => <GalleryForm />,
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <MantineProvider theme={theme}>
    <Box bg="gray.0" mih="100vh" px={{ base: 'md', sm: 'xl' }} py="lg">
      <Title order={1} fz={22} mb="md">
        Claims — {view}
      </Title>
      {(pages[view] ?? pages.list)?.()}
    </Box>
  </MantineProvider>,
);
