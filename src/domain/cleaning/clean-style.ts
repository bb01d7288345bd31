const BYTE = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/;
const RGB_COLOR = new RegExp(`^rgb\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*\\)$`);

const KEYWORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  'text-align': new Set(['left', 'right', 'center']),
  'font-weight': new Set(['bold', 'normal']),
  'font-style': new Set(['italic', 'normal']),
  'text-decoration': new Set(['underline', 'line-through', 'none']),
};

export const ALLOWED_STYLE_PROPERTIES = ['color', ...Object.keys(KEYWORDS)];

function cleanColor(value: string): string | null {
  if (HEX_COLOR.test(value)) return value;
  const rgb = RGB_COLOR.exec(value);
  return rgb ? `rgb(${rgb[1]}, ${rgb[2]}, ${rgb[3]})` : null;
}

function cleanDeclaration(declaration: string): string | null {
  const colon = declaration.indexOf(':');
  if (colon === -1) return null;
  const property = declaration.slice(0, colon).trim().toLowerCase();
  const value = declaration
    .slice(colon + 1)
    .trim()
    .toLowerCase();
  const kept =
    property === 'color' ? cleanColor(value) : KEYWORDS[property]?.has(value) ? value : null;
  return kept === null ? null : `${property}: ${kept}`;
}

/**
 * Keeps only the SPEC 5 styles (color as hex or rgb; text-align, font-weight, font-style and
 * text-decoration keywords), each written in one canonical form so cleaning is idempotent. Anything
 * else (comments, escapes, `!important`, url(), expression(), other properties) drops the whole
 * declaration. The last of repeated properties wins, as in CSS.
 */
export function cleanStyle(style: string): string {
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const clean = cleanDeclaration(declaration);
    if (clean !== null) kept.set(clean.slice(0, clean.indexOf(':')), clean);
  }
  return [...kept.values()].join('; ');
}
