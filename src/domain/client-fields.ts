import { z } from 'zod';

/**
 * The organization's own client fields (the `clientSettings` group, issue 12). A contact keeps
 * its values in `metadata.client.customFields`, keyed by the field's id, so a renamed label keeps
 * its values; a hidden field is neither asked nor shown, but its values stay on the contacts.
 */
export const CLIENT_FIELD_KINDS = ['text', 'number', 'date', 'select', 'checkbox'] as const;
export type ClientFieldKind = (typeof CLIENT_FIELD_KINDS)[number];

export const CLIENT_FIELD_KIND_LABELS: Record<ClientFieldKind, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  select: 'Select',
  checkbox: 'Checkbox',
};

// Ids are map keys on the wire: lowercase hex only, so the snake/camel key renaming leaves them
// alone and SPEC 5's cleaning by key name (email, phone, url…) never applies to their values.
export const CLIENT_FIELD_ID = /^cf-[0-9a-f]{6,32}$/;

export const MAX_CLIENT_FIELDS = 50;
export const MAX_FIELD_OPTIONS = 50;
export const FIELD_LABEL_REQUIRED = 'Field name is required';
export const FIELD_LABEL_TAKEN = 'A field with this name already exists';
export const FIELD_OPTIONS_REQUIRED = 'A select field needs at least one option';
export const FIELD_OPTION_TAKEN = 'Options must be different';

const key = (text: string) => text.trim().toLowerCase();
const uniqueKeys = (values: readonly string[]) => new Set(values.map(key)).size === values.length;

const optionSchema = z.string().trim().min(1, 'An option cannot be empty').max(80);

export const clientFieldSchema = z
  .object({
    id: z.string().regex(CLIENT_FIELD_ID, 'Not a client field id'),
    label: z.string().trim().min(1, FIELD_LABEL_REQUIRED).max(60, 'At most 60 characters'),
    kind: z.enum(CLIENT_FIELD_KINDS),
    options: z.array(optionSchema).max(MAX_FIELD_OPTIONS).default([]),
    required: z.boolean().default(false),
    showInList: z.boolean().default(false),
    hidden: z.boolean().default(false),
  })
  .superRefine((field, ctx) => {
    if (field.kind === 'select' && field.options.length === 0) {
      ctx.addIssue({ code: 'custom', message: FIELD_OPTIONS_REQUIRED, path: ['options'] });
    }
    if (field.kind !== 'select' && field.options.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Only a select field has options',
        path: ['options'],
      });
    }
    if (!uniqueKeys(field.options)) {
      ctx.addIssue({ code: 'custom', message: FIELD_OPTION_TAKEN, path: ['options'] });
    }
  });

export type ClientField = z.output<typeof clientFieldSchema>;

export const clientSettingsSchema = z.object({
  fields: z
    .array(clientFieldSchema)
    .max(MAX_CLIENT_FIELDS, `At most ${MAX_CLIENT_FIELDS} fields`)
    .refine((list) => uniqueKeys(list.map((f) => f.id)), 'Field ids must be unique')
    .refine((list) => uniqueKeys(list.map((f) => f.label)), FIELD_LABEL_TAKEN),
});

/** A stored value: text, select and date (YYYY-MM-DD) as text, numbers, checkboxes. */
export const clientFieldValueSchema = z.union([z.string().max(2000), z.number(), z.boolean()]);
export type ClientFieldValue = z.infer<typeof clientFieldValueSchema>;

export const clientFieldValuesSchema = z.record(
  z.string().regex(CLIENT_FIELD_ID, 'Not a client field id'),
  clientFieldValueSchema,
);
export type ClientFieldValues = z.infer<typeof clientFieldValuesSchema>;

/** The fields the form asks and the card shows, in their order. */
export const visibleClientFields = (fields: readonly ClientField[]) =>
  fields.filter((f) => !f.hidden);

/** The fields the clients list shows as columns. */
export const listedClientFields = (fields: readonly ClientField[]) =>
  fields.filter((f) => !f.hidden && f.showInList);

export function newClientFieldId(fields: readonly ClientField[]): string {
  const ids = new Set(fields.map((f) => f.id));
  for (;;) {
    const id = `cf-${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
    if (!ids.has(id)) return id;
  }
}

/** A refused edit names the input its message belongs at. */
export type FieldEdit =
  { ok: true; fields: ClientField[] } | { ok: false; error: string; at: 'label' | 'options' };

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

function labelRefusal(fields: readonly ClientField[], label: string, exceptId?: string) {
  if (!label) return FIELD_LABEL_REQUIRED;
  if (label.length > 60) return 'At most 60 characters';
  if (fields.some((f) => f.id !== exceptId && key(f.label) === key(label))) {
    return FIELD_LABEL_TAKEN;
  }
  return null;
}

/** Options typed as "a, b, c" (or one per line): trimmed, blanks dropped. */
export function parseFieldOptions(text: string): string[] {
  return text.split(/[,\n]/).map(tidy).filter(Boolean);
}

function optionsRefusal(kind: ClientFieldKind, options: readonly string[]) {
  if (kind !== 'select') return null;
  if (options.length === 0) return FIELD_OPTIONS_REQUIRED;
  if (options.length > MAX_FIELD_OPTIONS) return `At most ${MAX_FIELD_OPTIONS} options`;
  if (options.some((o) => o.length > 80)) return 'An option has at most 80 characters';
  return uniqueKeys(options) ? null : FIELD_OPTION_TAKEN;
}

export interface NewClientField {
  label: string;
  kind: ClientFieldKind;
  options?: readonly string[];
}

export function addClientField(fields: readonly ClientField[], draft: NewClientField): FieldEdit {
  if (fields.length >= MAX_CLIENT_FIELDS) {
    return { ok: false, error: `At most ${MAX_CLIENT_FIELDS} fields`, at: 'label' };
  }
  const label = tidy(draft.label);
  const options = draft.kind === 'select' ? (draft.options ?? []).map(tidy) : [];
  const labelError = labelRefusal(fields, label);
  if (labelError) return { ok: false, error: labelError, at: 'label' };
  const optionsError = optionsRefusal(draft.kind, options);
  if (optionsError) return { ok: false, error: optionsError, at: 'options' };
  const field: ClientField = {
    id: newClientFieldId(fields),
    label,
    kind: draft.kind,
    options,
    required: false,
    showInList: false,
    hidden: false,
  };
  return { ok: true, fields: [...fields, field] };
}

export function renameClientField(
  fields: readonly ClientField[],
  id: string,
  label: string,
): FieldEdit {
  const next = tidy(label);
  const refusal = labelRefusal(fields, next, id);
  if (refusal) return { ok: false, error: refusal, at: 'label' };
  return { ok: true, fields: fields.map((f) => (f.id === id ? { ...f, label: next } : f)) };
}

export function setClientFieldOptions(
  fields: readonly ClientField[],
  id: string,
  options: readonly string[],
): FieldEdit {
  const tidied = options.map(tidy).filter(Boolean);
  const refusal = optionsRefusal('select', tidied);
  if (refusal) return { ok: false, error: refusal, at: 'options' };
  return { ok: true, fields: fields.map((f) => (f.id === id ? { ...f, options: tidied } : f)) };
}

type Flag = 'required' | 'showInList' | 'hidden';

export function setClientFieldFlag(
  fields: readonly ClientField[],
  id: string,
  flag: Flag,
  on: boolean,
): ClientField[] {
  return fields.map((f) => (f.id === id ? { ...f, [flag]: on } : f));
}

export const fieldInUseMessage = (label: string, contacts: number) =>
  `"${label}" holds values on ${contacts} ${contacts === 1 ? 'contact' : 'contacts'}: hide it instead, so the values are kept`;

/** Deletes a field no contact holds a value for; one in use is refused (hide it instead). */
export function removeClientField(
  fields: readonly ClientField[],
  id: string,
  contactsWithValues: number,
): FieldEdit {
  const field = fields.find((f) => f.id === id);
  if (!field) return { ok: true, fields: [...fields] };
  if (contactsWithValues > 0) {
    return { ok: false, error: fieldInUseMessage(field.label, contactsWithValues), at: 'label' };
  }
  return { ok: true, fields: fields.filter((f) => f.id !== id) };
}

type WithValues = { metadata: { client?: { customFields?: ClientFieldValues } } };

/** Per field id, how many of these contacts hold a value for it. */
export function countFieldValues(contacts: readonly WithValues[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const contact of contacts) {
    for (const [id, value] of Object.entries(contact.metadata.client?.customFields ?? {})) {
      if (value === '' || value === false) continue;
      counts[id] = (counts[id] ?? 0) + 1;
    }
  }
  return counts;
}
