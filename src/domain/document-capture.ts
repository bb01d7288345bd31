import { z } from 'zod';

/** Whether the device's hash of a file matched the server's; null when the device sent none. */
export type ChecksumStatus = 'verified' | 'mismatch';

const SHA256_HEX = /^[0-9a-f]{64}$/i;

const numberIn = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, `${name} must be a number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`);

/**
 * The optional field-capture values an upload may carry as multipart fields (snake_case, as
 * sent): where and when a photo was taken, the device's SHA-256 of the file and, for an
 * uncompressed original, the document it is the original of. Each message names its field.
 */
export const documentCaptureFieldsSchema = z.object({
  client_sha256: z
    .string()
    .trim()
    .regex(SHA256_HEX, 'client_sha256 must be a SHA-256 in 64 hexadecimal characters')
    .transform((hex) => hex.toLowerCase())
    .optional(),
  captured_at: z
    .string()
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: 'captured_at must be an ISO 8601 date and time' }))
    .optional(),
  latitude: numberIn('latitude', -90, 90).optional(),
  longitude: numberIn('longitude', -180, 180).optional(),
  location_accuracy: numberIn('location_accuracy', 0, 1_000_000).optional(),
  device_time_offset_ms: z
    .string()
    .trim()
    .regex(/^-?\d{1,15}$/, 'device_time_offset_ms must be a whole number of milliseconds')
    .transform(Number)
    .optional(),
  original_of: z.uuid('original_of must be a document id').optional(),
});

export type DocumentCaptureFields = z.output<typeof documentCaptureFieldsSchema>;

/** The multipart field names of field capture, as the server reads them. */
export const DOCUMENT_CAPTURE_FIELDS = Object.keys(
  documentCaptureFieldsSchema.shape,
) as (keyof DocumentCaptureFields)[];

export function checksumStatusOf(
  serverSha256: string,
  clientSha256: string | undefined,
): ChecksumStatus | null {
  if (clientSha256 === undefined) return null;
  return clientSha256.toLowerCase() === serverSha256 ? 'verified' : 'mismatch';
}
