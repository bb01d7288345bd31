import { z } from 'zod';

// The user's appearance choices (issue 16): colour scheme and density, part of the synced view
// preferences so they follow the user to every device. One-word keys: the wire snake-cases keys.

export const COLOUR_SCHEMES = ['light', 'dark', 'auto'] as const;
export const DENSITIES = ['comfortable', 'compact'] as const;

export type ColourScheme = (typeof COLOUR_SCHEMES)[number];
export type Density = (typeof DENSITIES)[number];

export const appearanceSchema = z.object({
  scheme: z.enum(COLOUR_SCHEMES, 'Colour scheme must be light, dark or auto'),
  density: z.enum(DENSITIES, 'Density must be comfortable or compact'),
});

export type Appearance = z.infer<typeof appearanceSchema>;

export const DEFAULT_APPEARANCE: Appearance = { scheme: 'light', density: 'comfortable' };

/** A stored value that still validates, else the default (an older or damaged record). */
export function readAppearance(stored: unknown): Appearance {
  const parsed = appearanceSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_APPEARANCE;
}
