import { z } from 'zod';
import { captureFieldsSchema } from './field-capture';
import { syncFieldsSchema } from './sync-fields';

export const documentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    mimeType: z.string(),
    size: z.number().int().nonnegative(),
    claimId: z.string().nullable().optional(),
    noteId: z.string().nullable().optional(),
    isClientVisible: z.boolean(),
    uploadedBy: z.string(),
    createdAt: z.string(),
  })
  .extend(captureFieldsSchema.shape)
  .extend(syncFieldsSchema.shape);

export type ClaimDocument = z.infer<typeof documentSchema>;

/** A file name's extension, lower case without the dot; '' when it has none. */
export function documentExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The extension check of the documents settings (allowedTypes are extensions without a dot). */
export function isAllowedDocumentType(fileName: string, allowedTypes: readonly string[]): boolean {
  const ext = documentExtension(fileName);
  return ext !== '' && allowedTypes.map((t) => t.toLowerCase()).includes(ext);
}

/** maxFileSize is in megabytes. */
export function isWithinSizeLimit(bytes: number, maxFileSizeMb: number): boolean {
  return bytes <= maxFileSizeMb * 1024 * 1024;
}
