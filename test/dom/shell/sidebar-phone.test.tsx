import { afterEach, expect, it, vi } from 'vitest';
import { PHONE_QUERY, useSidebarCollapsed } from '../../../src/features/shell/nav/sidebar-state';
import { SideNav } from '../../../src/features/shell/nav/side-nav';
import { MemoryRouter } from 'react-router';
import { staticMediaQuery } from '../support/react-jsdom';
import { renderUi } from '../support/render';

// Issue 16: on a phone the sidebar is the header's drawer, opened full width: it always shows its
// labels, even where a tablet would start it as icons.
function stubMedia(matching: readonly string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQuery(query, matching.includes(query)),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

function Nav() {
  const [collapsed, toggle] = useSidebarCollapsed();
  return (
    <MemoryRouter>
      <SideNav
        pathname="/"
        collapsed={collapsed}
        onToggleCollapsed={toggle}
        permissions={['all']}
      />
    </MemoryRouter>
  );
}

const navLabels = () =>
  [...document.querySelectorAll('nav[aria-label="Main"] a')].map((link) => link.textContent);

it('shows the labels in the phone drawer', () => {
  stubMedia([PHONE_QUERY, '(max-width: 1100px)']);
  renderUi(<Nav />, { mantine: 'test' });
  expect(navLabels()).toContain('Claims');
  expect(navLabels()).toContain('Settings');
});

it('starts as icons on a tablet, labels named for screen readers', () => {
  stubMedia(['(max-width: 1100px)']);
  renderUi(<Nav />, { mantine: 'test' });
  expect(navLabels().every((label) => label === '')).toBe(true);
  expect(document.querySelector('nav a[aria-label="Claims"]')).not.toBeNull();
});
