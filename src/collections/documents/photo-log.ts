import { strToU8, zipSync, type Zippable } from 'fflate';
import Papa from 'papaparse';
import { safeCsvCell } from '../../domain/csv-cell';
import { photoChecksum, type CaptureFields, type PhotoChecksum } from '../../domain/field-capture';

type PhotoDocument = CaptureFields & { id: string; name: string };

/** One photo of a claim's photo log, as its manifests list it. */
export interface PhotoLogEntry {
  id: string;
  /** Its path in the ZIP (names made unique: two photos may share "image.jpg"). */
  name: string;
  capturedAt: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  /** The device's SHA-256 of the bytes (the server's when the device sent none). */
  sha256: string | null;
  checksumStatus: PhotoChecksum;
  /** For an uncompressed original: the name of the copy shown for it. */
  originalOf: string | null;
}

/** The photos of a claim: its documents taken with "Take photo", oldest first. */
export function photoLogEntries(documents: readonly PhotoDocument[]): PhotoLogEntry[] {
  const photos = documents
    .filter((doc): doc is PhotoDocument & { capturedAt: string } => Boolean(doc.capturedAt))
    .sort((a, b) => a.capturedAt.localeCompare(b.capturedAt) || a.id.localeCompare(b.id));
  const used = new Set<string>();
  const names = new Map(photos.map((doc) => [doc.id, uniqueName(`photos/${doc.name}`, used)]));
  return photos.map((doc) => ({
    id: doc.id,
    name: names.get(doc.id)!,
    capturedAt: doc.capturedAt,
    latitude: doc.latitude ?? null,
    longitude: doc.longitude ?? null,
    accuracy: doc.locationAccuracy ?? null,
    sha256: doc.clientSha256 ?? doc.sha256 ?? null,
    checksumStatus: photoChecksum([doc]),
    originalOf: doc.originalOf ? (names.get(doc.originalOf) ?? doc.originalOf) : null,
  }));
}

function uniqueName(name: string, used: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] =
    dot > name.lastIndexOf('/') ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; used.has(candidate); n++) candidate = `${stem}-${n}${ext}`;
  used.add(candidate);
  return candidate;
}

const CSV_HEADERS = [
  'name',
  'captured_at',
  'latitude',
  'longitude',
  'accuracy_m',
  'sha256',
  'checksum_status',
  'original_of',
  'included',
];

const text = (value: number | string | null) => (value === null ? '' : String(value));

/** manifest.csv: one row per photo; `included` says whether its bytes are in the ZIP. */
export function manifestCsv(entries: readonly PhotoLogEntry[], missing: ReadonlySet<string>) {
  const data = entries.map((e) => [
    // Only names are free text; a negative coordinate must stay a number.
    safeCsvCell(e.name),
    e.capturedAt,
    text(e.latitude),
    text(e.longitude),
    text(e.accuracy),
    text(e.sha256),
    e.checksumStatus,
    safeCsvCell(text(e.originalOf)),
    missing.has(e.id) ? 'no' : 'yes',
  ]);
  return `\uFEFF${Papa.unparse({ fields: CSV_HEADERS, data }, { newline: '\r\n' })}`;
}

/** manifest.json: the same rows, typed. */
export function manifestJson(entries: readonly PhotoLogEntry[], missing: ReadonlySet<string>) {
  const photos = entries.map(({ id, ...entry }) => ({ ...entry, included: !missing.has(id) }));
  return JSON.stringify({ photos }, null, 2);
}

export interface PhotoLogZip {
  zip: Uint8Array;
  /** The photos whose bytes were neither on this device nor downloadable. */
  missing: PhotoLogEntry[];
}

/**
 * The photo log as a ZIP: every photo whose bytes `readFile` finds (this device's copy, else the
 * server's when online), and both manifests, which list the missing ones too.
 */
export async function buildPhotoLogZip(
  entries: readonly PhotoLogEntry[],
  readFile: (id: string) => Promise<Blob | null>,
): Promise<PhotoLogZip> {
  const files: Zippable = {};
  const missing = new Set<string>();
  for (const entry of entries) {
    const file = await readFile(entry.id).catch(() => null);
    if (!file) missing.add(entry.id);
    // Photos are compressed already: stored, not deflated again.
    else files[entry.name] = [new Uint8Array(await file.arrayBuffer()), { level: 0 }];
  }
  files['manifest.csv'] = strToU8(manifestCsv(entries, missing));
  files['manifest.json'] = strToU8(manifestJson(entries, missing));
  return { zip: zipSync(files), missing: entries.filter((e) => missing.has(e.id)) };
}
