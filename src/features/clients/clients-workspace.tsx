import { Box } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClaims } from '../../collections/claims/claims.hooks';
import { useContacts } from '../../collections/contacts/contacts.hooks';
import { shownOnce } from '../../collections/sync-queue/shown-once';
import { useFirstIds, useSyncStates } from '../../collections/sync-queue/sync-queue.hooks';
import { visibleClientFields } from '../../domain/client-fields';
import { routePath } from '../../shared/routes/route-table';
import { useUrlQuery } from '../../shared/routes/use-url-query';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../../shared/ui/virtual-table/table-layout';
import { saveFile } from '../../shared/ui/save-file';
import { clientsCsv } from './clients-csv';
import { clientsEmptyState } from './clients-empty';
import { ContactImportModal } from './import/contact-import-modal';
import { ClientsFilterBar } from './clients-filter-bar';
import { decodeClientsQuery, encodeClientsQuery, isClientsFilterActive } from './clients-query';
import { ClientsTable } from './clients-table';
import { useClientFields } from './use-client-fields';
import { useVisibleClients } from './use-visible-clients';

const LOADING = { kind: 'loading', label: 'Loading clients…' } as const;

/** The /clients list: search, role and type filters and sort in the URL. */
export function ClientsWorkspace({ canCreate }: { canCreate: boolean }) {
  const navigate = useNavigate();
  const { contacts: docs, loading } = useContacts();
  const { claims } = useClaims();
  const firstIds = useFirstIds('contacts');
  const contacts = useMemo(() => shownOnce(docs, firstIds), [docs, firstIds]);
  const syncStates = useSyncStates('contacts');
  const [query, setQuery] = useUrlQuery(decodeClientsQuery, encodeClientsQuery);
  const rows = useVisibleClients(contacts, claims, query);
  const [importing, setImporting] = useState(false);
  const fields = useClientFields();

  const { height: viewport } = useViewportSize();
  // The list ends with its last row instead of a tall empty box; long lists scroll inside the page.
  const available = Math.max(320, (viewport || 900) - 300);
  const listHeight = Math.min(
    available,
    rows.length ? HEADER_HEIGHT + rows.length * ROW_HEIGHT + 2 : 320,
  );
  return (
    <Box>
      <ClientsFilterBar
        value={query.filter}
        onChange={(filter) => setQuery({ ...query, filter })}
        shown={rows.length}
        total={contacts.length}
        onExport={() =>
          saveFile(
            new Blob([clientsCsv(rows, visibleClientFields(fields))], {
              type: 'text/csv;charset=utf-8',
            }),
            `clients-${new Date().toISOString().slice(0, 10)}.csv`,
          )
        }
        onImport={canCreate ? () => setImporting(true) : undefined}
      />
      <ContactImportModal
        opened={importing}
        onClose={() => setImporting(false)}
        existing={contacts}
      />
      <ClientsTable
        rows={rows}
        syncStates={syncStates}
        sort={query.sort}
        onSortChange={(sort) => setQuery({ ...query, sort })}
        onOpen={(id) => void navigate(routePath('clientDetails', { id }))}
        state={loading ? LOADING : undefined}
        empty={clientsEmptyState(isClientsFilterActive(query.filter), canCreate)}
        height={listHeight}
      />
    </Box>
  );
}
