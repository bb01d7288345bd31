import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { defaultSettings } from '../domain/settings.defaults';
import { paletteFromHex } from './theme-palette';

export interface ThemeColours {
  primaryColor: string;
  secondaryColor: string;
}

const { primaryColor, secondaryColor } = defaultSettings('').organization;

/** SPEC 9's colours, until the organization's settings are read. */
export const DEFAULT_THEME_COLOURS: ThemeColours = { primaryColor, secondaryColor };

/**
 * The app's theme in the organization's colours (Settings › Organization): `brand` is the primary
 * colour at shade 6, `secondary` the second one. autoContrast keeps text readable on a light pick.
 */
export function createAppTheme(colours: ThemeColours): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: {
      brand: paletteFromHex(colours.primaryColor),
      secondary: paletteFromHex(colours.secondaryColor),
    },
    autoContrast: true,
    defaultRadius: 'md',
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    cursorType: 'pointer',
  });
}

export const theme = createAppTheme(DEFAULT_THEME_COLOURS);
