import { cleanRichHtml } from '../../src/domain/cleaning/rich-html';
import { allowListViolations } from '../../test/unit/cleaning/allow-list';

// Bundled into the test page: the same rich-HTML module the app ships, on Chromium's own DOM.
const LONGHANDS = new Set([
  'color',
  'text-align',
  'font-weight',
  'font-style',
  'text-decoration-line',
  'text-decoration-style',
  'text-decoration-color',
  'text-decoration-thickness',
]);

// What Chromium's CSS engine made of every style attribute, beyond the string check.
function styleViolations(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[style]')).flatMap((element) =>
    Array.from(element.style)
      .filter((property) => !LONGHANDS.has(property))
      .map((property) => `computed style ${property} on <${element.localName}>`),
  );
}

export interface Harness {
  alerts: string[];
  clean: (html: string) => string;
  render: (htmls: string[]) => void;
  violations: () => string[];
}

const alerts: string[] = [];
const record = (name: string) => (message?: unknown) => {
  alerts.push(`${name}(${String(message)})`);
  return null;
};
Object.assign(window, {
  alert: record('alert'),
  confirm: record('confirm'),
  prompt: record('prompt'),
  print: record('print'),
});

const stage = document.getElementById('stage') as HTMLElement;
// Captured now: rendered raw payloads (the control test) clobber document properties by name.
const createDiv = Document.prototype.createElement.bind(document, 'div');

const harness: Harness = {
  alerts,
  clean: cleanRichHtml,
  // Renders as React's dangerouslySetInnerHTML does (innerHTML on a div in the document), then
  // fires the events a handler could hang on, since a user would.
  render: (htmls) => {
    stage.replaceChildren();
    for (const html of htmls) {
      const container = createDiv();
      container.innerHTML = html;
      stage.append(container);
    }
    for (const element of Array.from(stage.querySelectorAll('*'))) {
      for (const type of ['mouseover', 'mouseenter', 'focus', 'focusin', 'animationstart']) {
        element.dispatchEvent(new Event(type, { bubbles: true }));
      }
    }
  },
  violations: () => [...allowListViolations(stage), ...styleViolations(stage)],
};
Object.assign(window, { vectorHarness: harness });
