import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { configureRichHtml } from '../../src/domain/cleaning/rich-html';
import { isCanonicalRichHtml } from '../../src/domain/cleaning/canonical-rich-html';

let installed = false;

/**
 * Gives the shared rich-HTML rule a DOM on the server: one jsdom window (DOMPurify's recommended
 * server DOM) for the process, created on first use and reused. jsdom is slow (about 25 ms for a
 * 10 KB note, see bench/README.md), so the parse5 canonical-input proof lets already-clean HTML,
 * which is what the browser sends after applying the same rule, skip it.
 */
export function installDomWindow(): void {
  if (installed) return;
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  configureRichHtml(window as unknown as WindowLike, isCanonicalRichHtml);
  installed = true;
}
