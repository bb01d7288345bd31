import { describe, expect, it } from 'vitest';
import { KeptClaimsHint } from '../../../src/features/claims/list/kept-claims-hint';
import { renderUi } from '../support/render';

describe('KeptClaimsHint', () => {
  it('says every claim is listed and what the mark on some of them means', () => {
    const view = renderUi(
      <KeptClaimsHint limit={25} marked={15} settingsHref="/settings/offline" />,
    );
    const note = view.container.querySelector('[role="note"]');
    expect(note?.textContent).toContain('Every claim is listed');
    expect(note?.textContent).toContain('the 25 claims you opened most recently');
    expect(note?.textContent).toContain('the 15 marked');
    expect(note?.querySelector('a')?.getAttribute('href')).toBe('/settings/offline');
  });

  it('says nothing while every listed claim has its details here', () => {
    const view = renderUi(
      <KeptClaimsHint limit={25} marked={0} settingsHref="/settings/offline" />,
    );
    expect(view.container.querySelector('[role="note"]')).toBeNull();
  });
});
