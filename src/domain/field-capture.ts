import { z } from 'zod';

/**
 * What a photo taken in the field carries beside its bytes (issue 14). The device sends the
 * capture fields with the upload (multipart names below); the server adds its own SHA-256 of the
 * bytes it received and whether it matches the device's (`checksumStatus`, null when the device
 * sent none).
 */
export const CHECKSUM_STATUSES = ['verified', 'mismatch'] as const;
export type ChecksumStatus = (typeof CHECKSUM_STATUSES)[number];

export const captureFieldsSchema = z.object({
  sha256: z.string().nullable().optional(),
  clientSha256: z.string().nullable().optional(),
  checksumStatus: z.enum(CHECKSUM_STATUSES).nullable().optional(),
  capturedAt: z.string().nullable().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  locationAccuracy: z.number().nullable().optional(),
  deviceTimeOffsetMs: z.number().nullable().optional(),
  /** The id of the (compressed) document shown for the photo this one is the original of. */
  originalOf: z.string().nullable().optional(),
});

export type CaptureFields = z.infer<typeof captureFieldsSchema>;

/** A position as the device reported it; accuracy in metres (95 % radius per the Geolocation API). */
export interface CapturePosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** What the device knows of one photo when it is taken. */
export interface PhotoCapture {
  capturedAt: string;
  position: CapturePosition | null;
  /** Hex SHA-256 of the bytes this upload sends, computed on the device before anything else. */
  sha256: string;
  /** Set on the uncompressed original uploaded beside its compressed copy. */
  originalOf?: string;
}

/** The multipart fields of a captured photo's upload (names agreed with the server). */
export function captureUploadFields(capture: PhotoCapture): Record<string, string> {
  const fields: Record<string, string> = {
    captured_at: capture.capturedAt,
    client_sha256: capture.sha256,
  };
  if (capture.position) {
    fields.latitude = String(capture.position.latitude);
    fields.longitude = String(capture.position.longitude);
    fields.location_accuracy = String(capture.position.accuracy);
  }
  if (capture.originalOf) fields.original_of = capture.originalOf;
  return fields;
}

/** The document fields a captured photo has on the device before the server answers. */
export function captureRecordFields(capture: PhotoCapture): CaptureFields {
  return {
    capturedAt: capture.capturedAt,
    latitude: capture.position?.latitude ?? null,
    longitude: capture.position?.longitude ?? null,
    locationAccuracy: capture.position?.accuracy ?? null,
    clientSha256: capture.sha256,
    originalOf: capture.originalOf ?? null,
    sha256: null,
    checksumStatus: null,
    deviceTimeOffsetMs: null,
  };
}

/** Multipart name of the device's clock offset, added when the upload is sent (not queued). */
export const DEVICE_TIME_OFFSET_FIELD = 'device_time_offset_ms';

/** Whether a queued upload's fields are those of a captured photo. */
export function isCaptureUpload(fields: Record<string, string>): boolean {
  return 'captured_at' in fields;
}

export type PhotoChecksum = ChecksumStatus | 'pending';

/**
 * The status shown for a photo: its displayed copy's and, when compressed, its original's. A
 * mismatch on either is a mismatch; anything not yet checked by the server is pending.
 */
export function photoChecksum(
  files: readonly Pick<CaptureFields, 'checksumStatus'>[],
): PhotoChecksum {
  const statuses = files.map((file) => file.checksumStatus ?? 'pending');
  if (statuses.includes('mismatch')) return 'mismatch';
  if (statuses.includes('pending')) return 'pending';
  return 'verified';
}
