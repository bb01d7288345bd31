import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';
import type { Claim } from '../../../src/domain/claim.schema';
import { DEFAULT_CLAIM_STATUSES } from '../../../src/domain/constants';
import type { ClaimLookups } from '../../../src/features/claims/claim-lookups';

// React DOM on jsdom (no testing library), with what jsdom lacks for Mantine and the virtualizer.
import '../support/react-jsdom';

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Mantine's autosizing textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// jsdom lays nothing out: every element gets a card-wide, viewport-tall box, and scroll containers
// a 900 px viewport, so the virtualizer renders the rows such a window would show (and no more).
const BOX = { x: 0, y: 0, top: 0, left: 0, width: 280, height: 900, right: 280, bottom: 900 };
// Board columns (list items of the "Claims by status" list) sit side by side, 300 px apart, so
// drag-and-drop collision detection has real geometry to work with.
function boxOf(element: Element): typeof BOX {
  const column = element.closest('[aria-label="Claims by status"] > [role="listitem"]');
  if (!column?.parentElement) return BOX;
  const left = [...column.parentElement.children].indexOf(column) * 300;
  return { ...BOX, x: left, left, width: 280, right: left + 280 };
}
Element.prototype.getBoundingClientRect = function (this: Element) {
  const box = boxOf(this);
  return { ...box, toJSON: () => box } as DOMRect;
};
// Virtualized items (marked with data-index) measure as one 40 px row; containers as the viewport.
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.dataset.index === undefined ? 900 : 40;
  },
});
Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
  configurable: true,
  get: () => 1200,
});
Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 900 });
Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
Element.prototype.scrollTo = function () {};
Element.prototype.scrollIntoView = function () {};

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

export interface Rendered {
  container: HTMLElement;
  root: Root;
  rerender: (node: ReactNode) => void;
}

/** Renders inside MantineProvider; unmounted after each test. */
export function render(node: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const wrap = (child: ReactNode) => <MantineProvider>{child}</MantineProvider>;
  act(() => root.render(wrap(node)));
  mounted.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, root, rerender: (next) => act(() => root.render(wrap(next))) };
}

export function click(element: Element | null): void {
  if (!element) throw new Error('click: no element');
  act(() => {
    (element as HTMLElement).click();
  });
}

export function keyDown(element: Element, key: string, code = key): void {
  act(() => {
    element.dispatchEvent(
      new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }),
    );
  });
}

/** Sets a field's value the way typing does, so React's onChange runs. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  act(() => {
    field.focus();
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function byLabel<T extends Element = HTMLElement>(root: ParentNode, label: string): T {
  const found = root.querySelector<T>(`[aria-label="${label}"]`);
  if (found) return found;
  const labelEl = [...root.querySelectorAll('label')].find(
    (l) => l.textContent?.replace(/\s*\*$/, '').trim() === label,
  );
  const id = labelEl?.getAttribute('for');
  const input = id ? (document.getElementById(id) as T | null) : null;
  if (!input) throw new Error(`No field labelled "${label}"`);
  return input;
}

export function buttonByText(root: ParentNode, text: string): HTMLButtonElement {
  const button = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!button) throw new Error(`No button "${text}"`);
  return button;
}

export const NOW = new Date('2026-03-02T12:00:00Z');

export const lookups: ClaimLookups = {
  statuses: DEFAULT_CLAIM_STATUSES.map((s) => ({ ...s })),
  userNames: { 'u-1': 'Jordan Reyes', 'u-2': 'Priya Natarajan' },
  now: NOW,
};

export function claim(id: string, patch: Partial<Claim> = {}): Claim {
  return {
    id,
    claimNumber: `CLM-${id}`,
    status: 'New',
    statusChangedAt: NOW.toISOString(),
    dateCreated: '2026-02-01T10:00:00Z',
    lastUpdated: '2026-02-02T10:00:00Z',
    policyNumber: `POL-${id}`,
    clientId: 'ct-1',
    clientName: 'Harbor Mutual',
    dateOfLoss: '2026-01-20',
    address: '1 Oak St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    customers: [{ id: `p-${id}`, name: `Customer ${id}`, isPrimary: true }],
    estimatedValue: 1000,
    assignedTo: 'u-1',
    description: '',
    version: 1,
    updatedAt: '2026-02-02T10:00:00Z',
    deleted: false,
    organization_id: 'org-1',
    ...patch,
  };
}
