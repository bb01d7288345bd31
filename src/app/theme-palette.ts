import type { MantineColorsTuple } from '@mantine/core';

type Rgb = readonly [number, number, number];

// How far each shade moves from the chosen colour (index 6, the theme's primaryShade) towards
// white (0–5) or black (7–9): Mantine's ten-shade scale, lightest first.
const TOWARDS_WHITE = [0.94, 0.86, 0.72, 0.54, 0.36, 0.18];
const TOWARDS_BLACK = [0.16, 0.32, 0.46];

function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((c, i) => c + (to[i]! - c) * amount) as unknown as Rgb;
}

/**
 * Mantine's ten shades for one colour (`#2563eb` or `#25e`): the colour itself at shade 6, tints
 * above it and shades below it, mixed in sRGB. @mantine/colors-generator is not installed and
 * would bring chroma-js for the same result within a few steps of lightness.
 */
export function paletteFromHex(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  return [
    ...TOWARDS_WHITE.map((amount) => toHex(mix(base, white, amount))),
    toHex(base),
    ...TOWARDS_BLACK.map((amount) => toHex(mix(base, black, amount))),
  ] as unknown as MantineColorsTuple;
}
