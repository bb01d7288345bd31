import { createTheme, rem, type MantineThemeOverride } from '@mantine/core';
import type { Density } from '../domain/appearance.schema';
import { defaultSettings } from '../domain/settings.defaults';
import { paletteFromHex } from './theme-palette';

export interface ThemeColours {
  primaryColor: string;
  secondaryColor: string;
}

const { primaryColor, secondaryColor } = defaultSettings('').organization;

/** SPEC 9's colours, until the organization's settings are read. */
export const DEFAULT_THEME_COLOURS: ThemeColours = { primaryColor, secondaryColor };

// Compact density (Settings › Appearance): Mantine's spacing and font scale one step tighter, so
// every screen follows without per-component sizes.
const COMPACT: MantineThemeOverride = {
  spacing: { xs: rem(6), sm: rem(8), md: rem(12), lg: rem(16), xl: rem(24) },
  fontSizes: { xs: rem(11), sm: rem(13), md: rem(14), lg: rem(16), xl: rem(18) },
};

/**
 * The app's theme in the organization's colours (Settings › Organization): `brand` is the primary
 * colour at shade 6, `secondary` the second one. autoContrast keeps text readable on a light pick.
 */
export function createAppTheme(
  colours: ThemeColours,
  density: Density = 'comfortable',
): MantineThemeOverride {
  return createTheme({
    ...(density === 'compact' ? COMPACT : {}),
    primaryColor: 'brand',
    primaryShade: 6,
    colors: {
      brand: paletteFromHex(colours.primaryColor),
      secondary: paletteFromHex(colours.secondaryColor),
    },
    autoContrast: true,
    respectReducedMotion: true,
    defaultRadius: 'md',
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    cursorType: 'pointer',
  });
}

export const theme = createAppTheme(DEFAULT_THEME_COLOURS);
