import { z } from 'zod';
import { cleanNumber } from './cleaning/clean-number';
import { cleanText } from './cleaning/clean-text';
import {
  visibleClientFields,
  type ClientField,
  type ClientFieldValue,
  type ClientFieldValues,
} from './client-fields';

/** What the form's custom inputs hold: text for every kind, a boolean for a checkbox. */
export type ClientFieldDraft = Record<string, string | boolean>;
export type ClientFieldErrors = Record<string, string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

export const requiredFieldMessage = (label: string) => `${label} is required`;
export const BAD_NUMBER = 'Enter a number';
export const BAD_DATE = 'Enter a date';
export const BAD_OPTION = 'Pick one of the options';

/** The stored values as the visible inputs show them. */
export function clientFieldDraft(
  fields: readonly ClientField[],
  stored: ClientFieldValues | undefined,
): ClientFieldDraft {
  const draft: ClientFieldDraft = {};
  for (const field of visibleClientFields(fields)) {
    const value = stored?.[field.id];
    draft[field.id] =
      field.kind === 'checkbox' ? value === true : value === undefined ? '' : String(value);
  }
  return draft;
}

const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

// One schema per field: SPEC 5 cleaning by kind, then the kind's check; '' means no value.
function fieldSchema(field: ClientField): z.ZodType<ClientFieldValue | undefined> {
  const required = requiredFieldMessage(field.label);
  if (field.kind === 'checkbox') {
    const box = z.boolean().default(false);
    return (field.required ? box.refine((on) => on, required) : box).transform((on) =>
      on ? true : undefined,
    );
  }
  const text = z
    .union([z.string(), z.number()])
    .default('')
    .transform((value) => cleanText(String(value)));
  const present = field.required ? text.refine((value) => value !== '', required) : text;
  return present.transform((value, ctx): ClientFieldValue | undefined => {
    if (value === '') return undefined;
    if (field.kind === 'number') {
      const bare = value.replace(/[\s,]/g, '');
      if (NUMBER.test(bare)) return cleanNumber(bare);
      ctx.addIssue({ code: 'custom', message: BAD_NUMBER });
      return z.NEVER;
    }
    if (field.kind === 'date') {
      if (DATE.test(value) && isRealDate(value)) return value;
      ctx.addIssue({ code: 'custom', message: BAD_DATE });
      return z.NEVER;
    }
    if (field.kind === 'select') {
      const option = field.options.find((o) => o.toLowerCase() === value.toLowerCase());
      if (option !== undefined) return option;
      ctx.addIssue({ code: 'custom', message: BAD_OPTION });
      return z.NEVER;
    }
    return value;
  });
}

export type ClientFieldResult =
  { ok: true; values: ClientFieldValues } | { ok: false; errors: ClientFieldErrors };

/**
 * Checks the visible fields' inputs (required, kind) and merges them over the stored values: a
 * hidden field's value, or one of a field the organization removed, is kept as it was; a
 * visible field emptied loses its value.
 */
export function validateClientFields(
  fields: readonly ClientField[],
  draft: ClientFieldDraft,
  stored: ClientFieldValues | undefined,
): ClientFieldResult {
  const visible = visibleClientFields(fields);
  const schema = z.object(Object.fromEntries(visible.map((f) => [f.id, fieldSchema(f)])));
  const parsed = schema.safeParse(draft);
  if (!parsed.success) {
    const errors: ClientFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const id = String(issue.path[0]);
      errors[id] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const values: ClientFieldValues = { ...stored };
  for (const field of visible) {
    const value = parsed.data[field.id];
    if (value === undefined) delete values[field.id];
    else values[field.id] = value;
  }
  return { ok: true, values };
}

/** A stored value as text for the card and the list ('' for none). */
export function formatClientFieldValue(
  field: ClientField,
  value: ClientFieldValue | undefined,
): string {
  // An unticked checkbox is stored as no value: it reads No, not blank.
  if (field.kind === 'checkbox') return value === true ? 'Yes' : 'No';
  if (value === undefined || value === '') return '';
  if (field.kind === 'number' && typeof value === 'number') return value.toLocaleString('en-US');
  if (field.kind === 'date' && typeof value === 'string' && DATE.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return date.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  return String(value);
}
