import { describe, expect, it } from 'vitest';
import { paletteFromHex } from '../../src/app/theme-palette';
import { logoFileRefusal, LOGO_MAX_BYTES } from '../../src/domain/organization-logo';

const lightness = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

describe('paletteFromHex', () => {
  it('keeps the colour at shade 6 and runs from light to dark', () => {
    const shades = paletteFromHex('#2563eb');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#2563eb');
    const light = shades.map(lightness);
    for (let i = 1; i < 10; i++) expect(light[i]).toBeLessThan(light[i - 1]!);
    expect(shades[0]).toMatch(/^#f[0-9a-f]f[0-9a-f]f[0-9a-f]$/);
  });

  it('reads three-digit colours and refuses what is not a colour', () => {
    expect(paletteFromHex('#25e')[6]).toBe('#2255ee');
    expect(paletteFromHex('#000000')[9]).toBe('#000000');
    expect(() => paletteFromHex('blue')).toThrow('Not a hex colour');
  });
});

describe('logoFileRefusal', () => {
  it('takes small PNG, JPEG, WebP and GIF images only', () => {
    expect(logoFileRefusal({ type: 'image/png', size: 2_000 })).toBeNull();
    expect(logoFileRefusal({ type: 'image/webp', size: LOGO_MAX_BYTES })).toBeNull();
    expect(logoFileRefusal({ type: 'image/svg+xml', size: 200 })).toMatch(/PNG, JPEG, WebP or GIF/);
    expect(logoFileRefusal({ type: 'application/pdf', size: 200 })).toMatch(/PNG/);
    expect(logoFileRefusal({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe(
      'The logo must be at most 128 KB',
    );
  });
});
