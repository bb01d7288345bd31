// The palette's code (Spotlight, the search index) loads after the first screen; the header's
// search box and Cmd+K may ask for it before. A request is kept until the palette takes it.

const listeners = new Set<() => void>();
let pending = false;

export function requestCommandPalette(): void {
  pending = true;
  for (const listener of listeners) listener();
}

/** Whether a request is waiting; taking it clears it. */
export function takePaletteRequest(): boolean {
  const waiting = pending;
  pending = false;
  return waiting;
}

export function onPaletteRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
