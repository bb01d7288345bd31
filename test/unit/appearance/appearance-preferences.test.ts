import { describe, expect, it } from 'vitest';
import { createAppTheme, DEFAULT_THEME_COLOURS } from '../../../src/app/theme';
import { DEFAULT_APPEARANCE, readAppearance } from '../../../src/domain/appearance.schema';
import { userPreferencesSchema } from '../../../src/domain/preferences.schema';

describe('appearance in the user preferences', () => {
  it('is an optional part of the preferences, checked field by field', () => {
    const body = userPreferencesSchema.partial();
    expect(body.parse({ appearance: { scheme: 'dark', density: 'compact' } })).toEqual({
      appearance: { scheme: 'dark', density: 'compact' },
    });
    const refused = body.safeParse({ appearance: { scheme: 'purple', density: 'compact' } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['appearance', 'scheme'],
      message: 'Colour scheme must be light, dark or auto',
    });
  });

  it('falls back to light and comfortable for a missing or damaged value', () => {
    expect(readAppearance(undefined)).toEqual(DEFAULT_APPEARANCE);
    expect(readAppearance({ scheme: 'dark' })).toEqual(DEFAULT_APPEARANCE);
    expect(readAppearance({ scheme: 'auto', density: 'compact' })).toEqual({
      scheme: 'auto',
      density: 'compact',
    });
  });

  it('compact density tightens the theme’s spacing and type, comfortable keeps Mantine’s', () => {
    const comfortable = createAppTheme(DEFAULT_THEME_COLOURS, 'comfortable');
    const compact = createAppTheme(DEFAULT_THEME_COLOURS, 'compact');
    expect(comfortable.spacing).toBeUndefined();
    expect(compact.spacing?.md).toBe('calc(0.75rem * var(--mantine-scale))');
    expect(compact.fontSizes?.md).toBe('calc(0.875rem * var(--mantine-scale))');
    expect(compact.colors?.brand).toEqual(comfortable.colors?.brand);
  });
});
