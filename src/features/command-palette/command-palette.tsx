import '@mantine/spotlight/styles.css';
import { Text } from '@mantine/core';
import { Spotlight, spotlight } from '@mantine/spotlight';
import {
  IconChecklist,
  IconFile,
  IconFileDescription,
  IconLayoutDashboard,
  IconSearch,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDatabase } from '../../collections/database.context';
import { usePermissions } from '../../shared/services/use-permissions';
import { PALETTE_SHORTCUT } from '../../shared/shortcuts/shortcut-table';
import { whenIdle } from '../../shared/when-idle';
import { rememberPick, usePaletteRecent } from './palette-recent';
import { onPaletteRequest, takePaletteRequest } from './palette-request';
import type { SearchKind } from './search-index';
import { useSearchIndex } from './use-search-index';

const INDEX_IDLE_TIMEOUT_MS = 10_000;

const KIND: Record<SearchKind, { label: string; Icon: Icon }> = {
  claim: { label: 'Claim', Icon: IconFileDescription },
  client: { label: 'Client', Icon: IconUser },
  task: { label: 'Task', Icon: IconChecklist },
  document: { label: 'Document', Icon: IconFile },
  page: { label: 'Page', Icon: IconLayoutDashboard },
};

/**
 * Cmd+K / Ctrl+K (and the header's search box): finds claims, clients, tasks, documents and pages
 * on this device's data by words, recent picks first, and opens the one picked.
 */
export function CommandPalette() {
  const db = useAppDatabase();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const recent = usePaletteRecent();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(false);
  const { index, version } = useSearchIndex(active);
  // The index builds when the browser is next idle after this code has loaded (itself loaded at
  // idle), so the first Cmd+K finds claims at once; opening the palette first starts it at once.
  useEffect(() => whenIdle(() => setActive(true), INDEX_IDLE_TIMEOUT_MS), []);
  // Not deferred: Spotlight's actions read the query from its context, so a deferred query drew
  // the 20 rows twice per keystroke (bench/command-palette/browser.ts); the search is a few ms.
  useEffect(() => {
    const answer = () => {
      if (takePaletteRequest()) spotlight.open();
    };
    answer();
    return onPaletteRequest(answer);
  }, []);
  const hits = useMemo(
    () => index?.search(query, { permissions, recent, limit: 20 }) ?? [],
    // `version` repaints the results when the index changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, version, query, permissions, recent],
  );

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={PALETTE_SHORTCUT}
      onSpotlightOpen={() => setActive(true)}
      scrollable
      maxHeight={480}
      // Spotlight's default blurs the page behind: without a GPU (software drawing) each
      // keystroke's frame then waited about 165 ms for the blur (bench/command-palette/browser.ts).
      overlayProps={{ backgroundOpacity: 0.35 }}
    >
      <Spotlight.Search
        aria-label="Find claims, clients, tasks, documents and pages"
        placeholder="Search claims, clients, tasks, documents, pages…"
        leftSection={<IconSearch size={18} stroke={1.5} />}
      />
      {/* data-results-for: which query the rows answer (the browser benchmark waits on it). */}
      <Spotlight.ActionsList aria-label="Results" data-results-for={index ? query : undefined}>
        {hits.map(({ item, key }) => {
          const { Icon, label } = KIND[item.kind];
          return (
            <Spotlight.Action
              key={key}
              label={item.title}
              description={item.description || undefined}
              leftSection={<Icon size={20} stroke={1.5} aria-hidden />}
              rightSection={<Text size="xs">{label}</Text>}
              onClick={() => {
                if (db) void rememberPick(db, key).catch(() => undefined);
                void navigate(item.to);
              }}
            />
          );
        })}
        {hits.length === 0 && (
          <Spotlight.Empty>
            {!index
              ? 'Opening the search…'
              : query.trim()
                ? 'Nothing found'
                : 'Type a claim number, policy, name or address'}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
