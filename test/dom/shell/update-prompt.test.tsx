import { expect, it, vi } from 'vitest';
import { UpdatePrompt } from '../../../src/features/shell/offline/update-prompt';
import { click } from '../support/interact';
import { buttonByText } from '../support/queries';
import { renderUi } from '../support/render';

// After "Reload" the browser may take a while to hand over to the new version: the prompt says
// so and cannot be dismissed meanwhile, and the click reaches the service worker once.
it('says it is switching after Reload, and no longer offers "Later"', () => {
  const onReload = vi.fn();
  const onDismiss = vi.fn();
  renderUi(<UpdatePrompt onReload={onReload} onDismiss={onDismiss} />);
  const prompt = document.querySelector<HTMLElement>(
    '[role="alert"][aria-label="Update available"]',
  )!;
  const later = () => document.querySelector('button[aria-label="Later"]');
  expect(prompt.textContent).toContain('A new version is available.');
  expect(later()).not.toBeNull();

  click(buttonByText(prompt, 'Reload'));

  expect(onReload).toHaveBeenCalledTimes(1);
  expect(prompt.textContent).toContain('Switching to the new version…');
  expect(later()).toBeNull();
  const reload = [...prompt.querySelectorAll('button')].find((b) =>
    b.textContent?.includes('Reload'),
  )!;
  expect(reload.hasAttribute('data-loading')).toBe(true);
  expect(onDismiss).not.toHaveBeenCalled();
});
