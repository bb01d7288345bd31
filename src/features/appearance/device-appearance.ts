import { localStorageColorSchemeManager } from '@mantine/core';
import { DENSITIES, type Density } from '../../domain/appearance.schema';

/**
 * This device's copy of the user's appearance, read before the first paint so the app does not
 * flash light before the synced preferences open: `public/appearance-boot.js` (a classic script in
 * index.html's head, as the CSP allows no inline script) sets the colour scheme attribute from
 * these keys, and the app starts its theme from them. Keep the key names in step with that file.
 */
export const COLOUR_SCHEME_KEY = 'claims-desk-color-scheme';
export const DENSITY_KEY = 'claims-desk-density';

/** Mantine keeps the chosen scheme (light, dark or auto) under our key. */
export const colourSchemeManager = localStorageColorSchemeManager({ key: COLOUR_SCHEME_KEY });

export function readDeviceDensity(): Density {
  try {
    const stored = window.localStorage.getItem(DENSITY_KEY);
    return DENSITIES.find((d) => d === stored) ?? 'comfortable';
  } catch {
    return 'comfortable';
  }
}

export function writeDeviceDensity(density: Density): void {
  try {
    window.localStorage.setItem(DENSITY_KEY, density);
  } catch {
    // Storage refused (private mode quota): the synced preference still applies once opened.
  }
}
