import { rotated, turnedPage, zoomedIn, zoomedOut, type PreviewView } from './preview-view';

/** What a key does in the preview: move to another document, or change the view. */
export type PreviewKeyAction =
  { move: -1 | 1 } | { view: (view: PreviewView) => PreviewView } | null;

const VIEW_KEYS: Record<string, (view: PreviewView) => PreviewView> = {
  PageUp: (view) => turnedPage(view, -1),
  PageDown: (view) => turnedPage(view, 1),
  '+': zoomedIn,
  '=': zoomedIn,
  '-': zoomedOut,
  _: zoomedOut,
  r: rotated,
  R: rotated,
  '0': (view) => ({ ...view, zoom: 1 }),
};

/**
 * The preview's keys (Escape is the modal's own). Keys typed into a field and those with Ctrl,
 * Cmd or Alt (the browser's zoom, tab switching) are left alone.
 */
export function previewKeyAction(event: KeyboardEvent): PreviewKeyAction {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return null;
  if (event.key === 'ArrowLeft') return { move: -1 };
  if (event.key === 'ArrowRight') return { move: 1 };
  const change = VIEW_KEYS[event.key];
  return change ? { view: change } : null;
}
