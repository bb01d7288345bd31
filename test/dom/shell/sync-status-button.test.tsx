import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SyncQueueSummary } from '../../../src/features/shell/sync/sync-queue-summary.types';
import {
  SyncStatusButton,
  type SyncStatusButtonProps,
} from '../../../src/features/shell/sync/sync-status-button';
import { click, keyDown } from '../support/interact';
import { buttonByText } from '../support/queries';
import { elapse, renderUi } from '../support/render';

const NOW = Date.parse('2026-03-02T12:00:00Z');
const queue = (patch: Partial<SyncQueueSummary> = {}): SyncQueueSummary => ({
  waiting: 0,
  failed: 0,
  conflicts: 0,
  lastSyncAttempt: null,
  lastSuccessfulSync: null,
  ...patch,
});

function renderButton(patch: Partial<SyncStatusButtonProps> = {}) {
  const handlers = { onClick: vi.fn(), onRetryFailed: vi.fn() };
  const props: SyncStatusButtonProps = {
    connectivity: 'connected',
    syncing: false,
    statusText: 'Connected',
    lastError: null,
    queue: queue(),
    conflictsHref: '/settings/offline',
    now: () => NOW,
    ...handlers,
    ...patch,
  };
  const view = renderUi(
    <MemoryRouter>
      <SyncStatusButton {...props} />
    </MemoryRouter>,
  );
  return { ...view, ...handlers };
}

const trigger = () => document.querySelector<HTMLElement>('[data-testid="sync-queue-button"]')!;
const badge = () => document.querySelector<HTMLElement>('[data-testid="sync-queue-badge"]');
const syncIcon = () => document.querySelector<HTMLButtonElement>('[data-connectivity]')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function openPanel() {
  click(trigger());
  // Mantine's popover mounts its dropdown on the next frame.
  await elapse(20);
  expect(dialog()).not.toBeNull();
  return dialog()!;
}

describe('SyncStatusButton', () => {
  it('shows no badge when nothing is waiting', () => {
    renderButton();
    expect(badge()).toBeNull();
    expect(trigger().getAttribute('aria-label')).toBe(
      'Sync queue: 0 waiting, 0 failed, 0 conflicts',
    );
  });

  it('counts every unsent change in the badge, red only when some failed or conflict', () => {
    const { rerender } = renderButton({ queue: queue({ waiting: 3 }) });
    expect(badge()?.textContent).toBe('3');
    expect(badge()?.dataset.troubled).toBe('false');
    rerender(
      <MemoryRouter>
        <SyncStatusButton
          connectivity="connected"
          syncing={false}
          statusText="Connected"
          lastError={null}
          onClick={() => undefined}
          onRetryFailed={() => undefined}
          conflictsHref="/settings/offline"
          queue={queue({ waiting: 3, failed: 1, conflicts: 1 })}
        />
      </MemoryRouter>,
    );
    expect(badge()?.textContent).toBe('5');
    expect(badge()?.dataset.troubled).toBe('true');
  });

  it('lists waiting, failed and conflicts with both sync times, and retries the failed', async () => {
    const { onRetryFailed } = renderButton({
      queue: queue({
        waiting: 2,
        failed: 1,
        conflicts: 2,
        lastSyncAttempt: NOW - 5 * 60_000,
        lastSuccessfulSync: NOW - 3 * 86_400_000,
      }),
    });
    const panel = await openPanel();
    const text = panel.textContent ?? '';
    expect(text).toContain('2 changes waiting to sync');
    expect(text).toContain('1 failed');
    expect(text).toMatch(/Last sync attempt5 min ago \(/);
    expect(text).toMatch(/Last successful sync3 days ago \(/);
    const link = [...panel.querySelectorAll('a')].find((a) => a.textContent?.includes('conflicts'));
    expect(link?.textContent).toBe('2 conflicts to resolve');
    expect(link?.getAttribute('href')).toBe('/settings/offline');
    click(buttonByText(panel, 'Retry failed'));
    expect(onRetryFailed).toHaveBeenCalledOnce();
  });

  it('offers no retry and no conflict link when nothing failed; never-synced times say so', async () => {
    renderButton({ queue: queue({ waiting: 1 }) });
    const panel = await openPanel();
    expect(panel.textContent).toContain('1 change waiting to sync');
    expect(panel.textContent).toContain('Last sync attemptNever');
    expect(() => buttonByText(panel, 'Retry failed')).toThrow();
    expect(panel.querySelector('a')).toBeNull();
  });

  it('keeps the status text and error, and Sync now runs the sync', async () => {
    const { onClick } = renderButton({
      statusText: 'Sync failed',
      lastError: 'Server is not reachable',
    });
    const panel = await openPanel();
    expect(panel.querySelector('[data-testid="sync-status-text"]')?.textContent).toBe(
      'Sync failed',
    );
    expect(panel.querySelector('[role="alert"]')?.textContent).toBe('Server is not reachable');
    click(buttonByText(panel, 'Sync now'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('disables both sync actions while offline, but the details still open', async () => {
    const { onClick } = renderButton({ connectivity: 'offline', statusText: 'Offline' });
    expect(syncIcon().disabled).toBe(true);
    const panel = await openPanel();
    expect(buttonByText(panel, 'Sync now').disabled).toBe(true);
    click(syncIcon());
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disables both while a sync runs', async () => {
    renderButton({ syncing: true });
    expect(syncIcon().disabled).toBe(true);
    const panel = await openPanel();
    expect(panel.textContent).toContain('Syncing…');
    const sync = [...panel.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Sync now'),
    );
    expect(sync?.disabled).toBe(true);
  });

  it('offers a reconnect check when the server is unreachable', async () => {
    const { onClick } = renderButton({
      connectivity: 'server-unreachable',
      statusText: 'Server is not reachable',
    });
    expect(syncIcon().disabled).toBe(false);
    const panel = await openPanel();
    click(buttonByText(panel, 'Check again'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('says so when no local database is open', async () => {
    renderButton({ queue: null });
    expect(trigger().getAttribute('aria-label')).toBe('Sync queue: not open');
    const panel = await openPanel();
    expect(panel.textContent).toContain('Local data is not open yet.');
  });

  it('closes with Escape and gives the focus back to its trigger', async () => {
    renderButton({ queue: queue({ waiting: 1 }) });
    trigger().focus();
    const panel = await openPanel();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    keyDown(panel, 'Escape');
    // The dropdown leaves after its closing transition.
    await elapse(400);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(dialog()).toBeNull();
  });
});
