import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_CLAIM_COLUMNS, type ClaimColumn } from '../../src/domain/claim-columns';
import type { ClaimStatusConfig } from '../../src/domain/claim-status';
import { DEFAULT_CLAIM_STATUSES } from '../../src/domain/constants';
import { ClaimForm } from '../../src/features/claims/form/claim-form';
import { ColumnSettingsEditor } from '../../src/features/claims/settings/column-settings-editor';
import { StatusSettingsEditor } from '../../src/features/claims/settings/status-settings-editor';
import { USERS } from './fake-claims';

export function GallerySettings() {
  const [columns, setColumns] = useState<ClaimColumn[]>(() =>
    DEFAULT_CLAIM_COLUMNS.map((c) => ({ ...c })),
  );
  const [statuses, setStatuses] = useState<ClaimStatusConfig[]>(() =>
    DEFAULT_CLAIM_STATUSES.map((s) => ({ ...s })),
  );
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Stack>
        <ColumnSettingsEditor
          title="Claims list columns"
          description="Choose which columns the claims list shows, and in what order."
          value={columns}
          onChange={setColumns}
          onReset={() => setColumns(DEFAULT_CLAIM_COLUMNS.map((c) => ({ ...c })))}
        />
      </Stack>
      <Stack>
        <StatusSettingsEditor
          statuses={statuses}
          claimCounts={{ New: 142, 'In Progress': 153, 'Pending Client': 140, Closed: 138 }}
          onChange={setStatuses}
          onRemove={(name) => setStatuses(statuses.filter((s) => s.name !== name))}
        />
      </Stack>
    </SimpleGrid>
  );
}

export function GalleryForm() {
  return (
    <ClaimForm
      mode="create"
      contacts={[
        { value: 'ct-0', label: 'Harbor Mutual' },
        { value: 'ct-1', label: 'Summit Insurance' },
        { value: 'p-1', label: 'Emily Carter' },
      ]}
      users={Object.entries(USERS).map(([value, label]) => ({ value, label }))}
      statuses={DEFAULT_CLAIM_STATUSES.map((s) => s.name)}
      onSubmit={() => undefined}
      submitError={
        new URLSearchParams(location.search).has('error') ? 'Server is not reachable' : null
      }
    />
  );
}
