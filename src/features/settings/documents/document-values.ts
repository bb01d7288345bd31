import { documentSettingsSchema } from '../../../domain/settings.schema';
import type { FormValidation } from '../../../shared/ui/form/use-validated-form';
import { errorsByField, type FieldErrors, type GroupValue } from '../form/use-settings-group-form';
import { wholeNumberIn } from '../form/whole-number';

export type DocumentSettings = GroupValue<'documents'>;

export type DocumentValues = Omit<DocumentSettings, 'maxFileSize'> & {
  maxFileSize: number | string;
};

// SPEC 9 names 25 MB as the default, not a ceiling; the server's upload limit is 1 GB.
export const MAX_FILE_SIZE_MB = 1024;
export const FILE_SIZE_MESSAGE = `Enter whole megabytes between 1 and ${MAX_FILE_SIZE_MB}`;

/** Offered in the picker; any other extension can be typed. */
export const COMMON_TYPES = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'txt',
  'rtf',
  'odt',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'heic',
  'webp',
  'tif',
  'tiff',
  'mp4',
  'mov',
  'zip',
  'eml',
  'msg',
];

export const documentValues = (settings: DocumentSettings): DocumentValues => ({
  ...settings,
  allowedTypes: [...settings.allowedTypes],
});

export function validateDocuments(
  values: DocumentValues,
): FormValidation<DocumentSettings, FieldErrors<DocumentValues>> {
  const maxFileSize = wholeNumberIn(values.maxFileSize, 1, MAX_FILE_SIZE_MB);
  const parsed = documentSettingsSchema.safeParse({ ...values, maxFileSize: maxFileSize ?? 1 });
  const errors = parsed.success ? {} : errorsByField<DocumentValues>(parsed.error.issues);
  if (maxFileSize === null) errors.maxFileSize = FILE_SIZE_MESSAGE;
  if (parsed.success && maxFileSize !== null) return { ok: true, input: parsed.data };
  return { ok: false, errors };
}
