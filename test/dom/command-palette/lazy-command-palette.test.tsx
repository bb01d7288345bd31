import { Notifications } from '@mantine/notifications';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyCommandPalette } from '../../../src/features/command-palette/lazy-command-palette';
import { loadCommandPalette } from '../../../src/features/command-palette/palette-loader';
import { requestCommandPalette } from '../../../src/features/command-palette/palette-request';
import { renderUi } from '../support/render';

vi.mock('../../../src/features/command-palette/palette-loader', () => ({
  loadCommandPalette: vi.fn(),
}));
const load = vi.mocked(loadCommandPalette);
const Palette = () => <p>The palette</p>;

async function settle() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

afterEach(() => load.mockReset());

describe('the command palette while its code loads', () => {
  it('mounts the palette once its code has loaded on request', async () => {
    load.mockResolvedValue(Palette);
    const { container } = renderUi(<LazyCommandPalette />);
    act(() => requestCommandPalette());
    await settle();
    expect(container.textContent).toContain('The palette');
  });

  it('keeps the page when the code cannot load, tells a user who asked, and tries again online', async () => {
    load.mockRejectedValueOnce(new Error('Unable to preload CSS')).mockResolvedValue(Palette);
    const { container } = renderUi(
      <>
        <Notifications />
        <LazyCommandPalette />
      </>,
    );
    act(() => requestCommandPalette());
    await settle();
    expect(container.textContent).not.toContain('The palette');
    expect(document.body.textContent).toContain('Search is not available yet');
    expect(load).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.textContent).toContain('The palette');
  });
});
