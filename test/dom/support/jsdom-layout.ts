// What jsdom lacks for Mantine and the virtualizer: it has no ResizeObserver or font loading, and
// lays nothing out, so every element would measure 0 × 0 and a virtual list would show no rows.
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

// Every element gets a card-wide, viewport-tall box, and scroll containers a 900 px viewport, so
// the virtualizer renders the rows such a window would show (and no more).
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
