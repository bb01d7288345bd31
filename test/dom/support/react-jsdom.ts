// What plain React DOM rendering on jsdom needs (no testing library): act() awareness, and the
// media queries jsdom lacks (Mantine asks for the colour scheme once).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A media query that answers `matches` and never changes. */
export function staticMediaQuery(query: string, matches = false): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQuery(query);
}
