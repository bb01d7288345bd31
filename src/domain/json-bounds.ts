import { isPlainObject } from './rename-keys';

// Every JSON body the server accepts is bounded, so one record cannot poison every device that
// pulls it (a contact's metadata nested 3,000 deep, arrays nested 5,000 deep). The app's own
// bodies nest under ten levels and hold a few thousand values at most.
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_VALUES = 100_000;

export interface JsonExcess {
  /** Where it happens, as a dotted path (cut after a few levels). */
  field: string;
  message: string;
}

const SHOWN_LEVELS = 4;

function pathOf(segments: readonly string[]): string {
  const shown = segments.slice(0, SHOWN_LEVELS).join('.');
  return segments.length > SHOWN_LEVELS ? `${shown}…` : shown || '(body)';
}

/** The first place `value` nests too deep or the count of values that is too many; else null. */
export function jsonExcess(value: unknown): JsonExcess | null {
  const stack: [unknown, string[]][] = [[value, []]];
  let values = 0;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, path] = next;
    values += 1;
    if (values > MAX_JSON_VALUES) {
      return { field: '(body)', message: `holds more than ${MAX_JSON_VALUES} values` };
    }
    if (path.length > MAX_JSON_DEPTH) {
      return { field: pathOf(path), message: `nests deeper than ${MAX_JSON_DEPTH} levels` };
    }
    if (Array.isArray(node)) node.forEach((item, i) => stack.push([item, [...path, String(i)]]));
    else if (isPlainObject(node)) {
      for (const [key, inner] of Object.entries(node)) stack.push([inner, [...path, key]]);
    }
  }
  return null;
}
