import { spotlight } from '@mantine/spotlight';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { CommandPalette } from '../../../src/features/command-palette/command-palette';
import { renderUi, settle } from '../support/render';
import { sessionUser, WithSession } from '../support/session-services';

// Spotlight's own overlay blurs the page behind it. Drawn without a GPU, that blur held every
// keystroke's frame about 165 ms (bench/command-palette/browser.ts, 10,000 claims): the palette
// dims the page and does not blur it.
it('dims the page behind the open palette without blurring it', async () => {
  renderUi(
    <WithSession user={sessionUser(['view_claims'])}>
      <MemoryRouter>
        <CommandPalette />
      </MemoryRouter>
    </WithSession>,
    { mantine: 'test' },
  );
  act(() => spotlight.open());
  const overlay = await settle(() => {
    const found = document.querySelector<HTMLElement>('.mantine-Spotlight-overlay');
    expect(found).not.toBeNull();
    return found!;
  });
  expect(overlay.style.getPropertyValue('--overlay-bg')).not.toBe('');
  expect(overlay.style.getPropertyValue('--overlay-filter')).toBe('');
  act(() => spotlight.close());
});
