// Just enough of JPEG and EXIF for the field-capture tests: stamp an Orientation on a photo as a
// camera held sideways does, and read a JPEG's pixel size and Orientation back.

const ORIENTATION_TAG = 0x0112;

/** The JPEG with an APP1 EXIF segment holding only `orientation` (1–8), right after its SOI. */
export function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('II', 0, 'latin1'); // little-endian
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4); // first IFD right after the header
  tiff.writeUInt16LE(1, 8); // one entry
  tiff.writeUInt16LE(ORIENTATION_TAG, 10);
  tiff.writeUInt16LE(3, 12); // SHORT
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  tiff.writeUInt32LE(0, 22); // no next IFD
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

/** Each marker segment before the image data: [marker, segment body]. */
function* segments(jpeg: Uint8Array): Generator<[number, Buffer]> {
  const bytes = Buffer.from(jpeg);
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda) return; // start of scan
    const length = bytes.readUInt16BE(at + 2);
    yield [marker, bytes.subarray(at + 4, at + 2 + length)];
    at += 2 + length;
  }
}

/** The pixel size in the frame header (SOF0–SOF3). */
export function jpegSize(jpeg: Uint8Array): { width: number; height: number } | null {
  for (const [marker, body] of segments(jpeg)) {
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: body.readUInt16BE(1), width: body.readUInt16BE(3) };
    }
  }
  return null;
}

/** The EXIF Orientation, or null when the JPEG has no EXIF or no such tag. */
export function exifOrientation(jpeg: Uint8Array): number | null {
  for (const [marker, body] of segments(jpeg)) {
    if (marker !== 0xe1 || body.toString('latin1', 0, 6) !== 'Exif\0\0') continue;
    const tiff = body.subarray(6);
    const little = tiff.toString('latin1', 0, 2) === 'II';
    const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    const ifd = u32(4);
    for (let i = 0; i < u16(ifd); i++) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) === ORIENTATION_TAG) return u16(entry + 8);
    }
  }
  return null;
}
