import { afterEach, expect, it } from 'vitest';
import { INITIAL_SYNC_ID } from '../../../src/collections/config/initial-sync';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { InitialSyncContainer } from '../../../src/features/shell/sync/initial-sync.container';
import { startSyncEngine, type SyncEngine } from '../../../src/replication/sync-engine';
import { renderUi } from '../support/render';
import { waitFor } from './support/local-db';
import { useDataContext } from './support/session-setup';

// The panel follows a real sync engine whose updates come whenever the server answers: React
// renders them as in the app, outside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ctx = useDataContext();
let engine: SyncEngine | null = null;
afterEach(async () => {
  await engine?.stop();
});

function start() {
  engine = startSyncEngine(ctx.db, ctx.me.api, {
    organizationId: ctx.me.user.organization_id,
    retryMs: 100,
    pollMs: 60_000,
  });
  return engine;
}

/** Every state the panel's rows were rendered in, per resource, while it was on screen. */
function watchPanel(container: HTMLElement) {
  const seen = new Map<string, Set<string>>();
  let shown = false;
  const record = () => {
    const panel = container.querySelector('[data-testid="initial-sync-panel"]');
    if (!panel) return;
    shown = true;
    for (const row of panel.querySelectorAll<HTMLElement>('[data-resource]')) {
      const states = seen.get(row.dataset.resource!) ?? new Set();
      seen.set(row.dataset.resource!, states.add(row.dataset.state!));
    }
  };
  const observer = new MutationObserver(record);
  observer.observe(container, { subtree: true, childList: true, attributes: true });
  return { seen, shown: () => shown, stop: () => observer.disconnect() };
}

const mount = () =>
  renderUi(
    <AppDatabaseContext.Provider value={ctx.db}>
      <InitialSyncContainer />
    </AppDatabaseContext.Provider>,
    { outsideAct: true },
  );

it('shows per-resource progress on a fresh browser, with errors, until the first pull completes', async () => {
  const { container } = mount();
  const watch = watchPanel(container);
  ctx.proxy.setDown(true);
  const started = start();
  const pull = await waitFor(async () => started.pull());
  await waitFor(async () => watch.seen.get('contacts')?.has('error'));
  expect(container.querySelector('[data-testid="initial-sync-panel"]')).not.toBeNull();
  expect(document.documentElement.dataset.initialSync).toBeUndefined();

  ctx.proxy.setDown(false);
  await pull.initialSync;
  await waitFor(async () => (await ctx.db.config.findOne(INITIAL_SYNC_ID).exec()) !== null);
  await waitFor(async () => container.querySelector('[data-testid="initial-sync-panel"]') === null);
  watch.stop();
  expect(watch.seen.get('claims')).toContain('done');
  expect(watch.seen.get('contacts')).toContain('done');
  expect(document.documentElement.dataset.initialSync).toBe('done');
  expect(performance.getEntriesByName('claims-desk:initial-sync-done')).toHaveLength(1);
}, 30_000);

it('does not show it again on later syncs of this device', async () => {
  const { container } = mount();
  const watch = watchPanel(container);
  const started = start();
  const pull = await waitFor(async () => started.pull());
  await pull.initialSync;
  watch.stop();
  expect(watch.shown()).toBe(false);
}, 30_000);
