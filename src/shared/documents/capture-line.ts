import { photoChecksum, type CaptureFields, type PhotoChecksum } from '../../domain/field-capture';
import { formatDateTime } from '../ui/display-format';

const CHECKSUM_WORDS: Record<PhotoChecksum, string> = {
  verified: 'checksum verified',
  mismatch: 'checksum mismatch',
  pending: 'checksum pending',
};

/** Five decimals: about a metre, finer than any phone's accuracy. */
const coordinate = (value: number) => value.toFixed(5);

/** Where and when a photo was taken, as its line reads: "Captured … near 51.50100, -0.14200 (±12 m)". */
export function captureSummary(photo: CaptureFields): string {
  const when = `Captured ${formatDateTime(photo.capturedAt)}`;
  if (photo.latitude == null || photo.longitude == null) return `${when} · location not recorded`;
  const where = `near ${coordinate(photo.latitude)}, ${coordinate(photo.longitude)}`;
  const accuracy =
    photo.locationAccuracy == null ? '' : ` (±${Math.round(photo.locationAccuracy)} m)`;
  return `${when} ${where}${accuracy}`;
}

export const checksumWords = (checksum: PhotoChecksum) => CHECKSUM_WORDS[checksum];

/** A photo's evidence line, over its own checksum: "Captured … near … · checksum verified". */
export function photoCaption(photo: CaptureFields): string {
  return `${captureSummary(photo)} · ${checksumWords(photoChecksum([photo]))}`;
}
