import { JSDOM } from 'jsdom';
import { allowListViolations } from './allow-list';

const { document } = new JSDOM('<!doctype html><body></body>').window;

/** Parses `html` as a browser does for `innerHTML` on a div and lists allow-list violations. */
export function violationsOf(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  return allowListViolations(container);
}
