import { cleanEmail } from './clean-email';
import { cleanNoteText } from './clean-note-text';
import { cleanPhone } from './clean-phone';
import { cleanText } from './clean-text';
import { cleanUrl } from './clean-url';
import { cleanRichHtml } from './rich-html';

type StringRule = (value: string) => string;

// SPEC 5, in the SPEC's order: the first matching key wins (`emailUrl` is an email).
function ruleForKey(key: string, owner: object): StringRule {
  const name = key.toLowerCase();
  if (name.includes('email')) return cleanEmail;
  if (name.includes('phone')) return cleanPhone;
  if (name.includes('url') || name.includes('website')) return cleanUrl;
  if (name.includes('html') || name.includes('content')) return cleanRichHtml;
  if (key === 'text' && ('createdBy' in owner || 'created_by' in owner)) return cleanNoteText;
  return cleanText;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function cleanValue(value: unknown, rule: StringRule, ancestors: Set<object>): unknown {
  if (typeof value === 'string') return rule(value);
  if (value === null || typeof value !== 'object') return value;
  if (ancestors.has(value)) throw new TypeError('cleanObject: the input contains a cycle');
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => cleanValue(item, rule, ancestors));
    return isPlainObject(value) ? cleanRecord(value, ancestors) : value;
  } finally {
    ancestors.delete(value);
  }
}

function cleanRecord(record: Record<string, unknown>, ancestors: Set<object>): object {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    // defineProperty, not assignment: a `__proto__` key from JSON.parse stays a plain own property.
    Object.defineProperty(clean, key, {
      value: cleanValue(value, ruleForKey(key, record), ancestors),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return clean;
}

/**
 * SPEC 5 object cleaning, recursive by key name: keys containing `email`, `phone`, `url`/`website`,
 * `html`/`content` get those rules; `text` on an object with `createdBy` (or `created_by`, as
 * request bodies may be snake_case) is note text; every other string is text. Strings in an array
 * take the rule of the array's key; nested objects go by their own keys. Numbers, booleans, null,
 * dates and other non-plain objects pass through; the input is never mutated. Secrets (passwords,
 * tokens) must not go through it: the text rule would trim and collapse their spaces.
 */
export function cleanObject<T>(value: T): T {
  return cleanValue(value, cleanText, new Set()) as T;
}
