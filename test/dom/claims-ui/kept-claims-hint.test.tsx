import { describe, expect, it } from 'vitest';
import { KeptClaimsHint } from '../../../src/features/claims/list/kept-claims-hint';
import { renderUi } from '../support/render';

describe('KeptClaimsHint', () => {
  it('explains a list cut to the claims this device keeps', () => {
    const view = renderUi(
      <KeptClaimsHint limit={25} shown={25} settingsHref="/settings/offline" />,
    );
    const note = view.container.querySelector('[role="note"]');
    expect(note?.textContent).toContain('keeps the 25 claims you opened most recently');
    expect(note?.querySelector('a')?.getAttribute('href')).toBe('/settings/offline');
  });

  it('says nothing while fewer claims than the limit are kept', () => {
    const view = renderUi(
      <KeptClaimsHint limit={25} shown={12} settingsHref="/settings/offline" />,
    );
    expect(view.container.querySelector('[role="note"]')).toBeNull();
  });
});
