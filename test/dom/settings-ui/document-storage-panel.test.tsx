import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { DocumentStoragePanel } from '../../../src/features/settings/offline/document-storage-panel';
import { useStorageEstimate } from '../../../src/shared/services/storage-estimate';
import { renderUi } from '../support/render';

// Issue 14: Settings › Offline says what the device's document copies take and what the browser
// says the whole app stores (StorageManager.estimate), or that it cannot say.
afterEach(() => vi.unstubAllGlobals());

const MB = 1024 * 1024;
const figure = (label: string) =>
  document.querySelector(`[data-storage-figure="${label}"]`)?.textContent;

function Panel({ refreshKey }: { refreshKey?: number }) {
  const estimate = useStorageEstimate(refreshKey);
  return (
    <DocumentStoragePanel
      use={{
        stored: { count: 3, bytes: 6 * MB },
        pending: { count: 1, bytes: MB },
        pinnedClaims: ['c-1'],
      }}
      estimate={estimate}
      storeDocuments
      maxStorageSize={500}
      freeing={false}
      onFreeSpace={() => undefined}
    />
  );
}

it("shows the browser's estimate of what the app stores and may store, asked again on refresh", async () => {
  const estimate = vi
    .fn()
    .mockResolvedValueOnce({ usage: 42 * MB, quota: 2048 * MB })
    .mockResolvedValueOnce({ usage: 36 * MB, quota: 2048 * MB });
  vi.stubGlobal('navigator', { ...navigator, storage: { estimate } });
  const view = renderUi(<Panel refreshKey={1} />, { mantine: 'test' });
  await act(async () => undefined);
  expect(figure('Browser storage')).toBe('42.0 MB');
  expect(document.body.textContent).toContain('of 2.0 GB the browser allows');
  expect(figure('Stored documents')).toBe('6.0 MB');
  view.rerender(<Panel refreshKey={2} />);
  await act(async () => undefined);
  expect(estimate).toHaveBeenCalledTimes(2);
  expect(figure('Browser storage')).toBe('36.0 MB');
});

it('says so when the browser cannot estimate', async () => {
  vi.stubGlobal('navigator', { ...navigator, storage: undefined });
  renderUi(<Panel />, { mantine: 'test' });
  await act(async () => undefined);
  expect(figure('Browser storage')).toBe('Unknown');
  expect(document.body.textContent).toContain('This browser does not say');
});
