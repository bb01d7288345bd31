import { fileTypeFromBuffer } from 'file-type';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  contentRefusal,
  SNIFF_HEAD_BYTES,
  uploadRefusal,
  type SniffedType,
} from '../../../src/domain/document-upload-rules';

const limits = {
  allowedTypes: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'txt', 'csv'],
  maxFileSize: 25,
};
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const DOCX = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8('<w:document/>'),
  }),
);
// An Office 97 file starts with the compound file (CFB) signature.
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(600, 0),
]);

async function sniff(bytes: Buffer): Promise<SniffedType | undefined> {
  const found = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_HEAD_BYTES));
  return found && { ext: found.ext, mime: found.mime };
}

describe('upload rules (documents settings)', () => {
  it('refuses an extension outside allowedTypes, naming the rule', () => {
    expect(uploadRefusal({ name: 'tool.exe', size: 10 }, undefined, limits)).toEqual({
      rule: 'allowedTypes',
      message: `File type not allowed: use one of ${limits.allowedTypes.join(', ')}`,
    });
    expect(uploadRefusal({ name: 'README', size: 10 }, undefined, limits)?.rule).toBe(
      'allowedTypes',
    );
  });

  it('refuses an executable renamed .pdf by its sniffed content', async () => {
    const sniffed = await sniff(EXE);
    expect(sniffed?.ext).toBe('exe');
    expect(uploadRefusal({ name: 'invoice.PDF', size: EXE.length }, sniffed, limits)).toEqual({
      rule: 'allowedTypes',
      message: 'File content does not match its type: it is a .exe file, not .pdf',
    });
  });

  it('accepts content that confirms the extension, Office containers included', async () => {
    expect(contentRefusal('a.pdf', await sniff(PDF))).toBeNull();
    expect(contentRefusal('a.jpeg', await sniff(JPEG))).toBeNull();
    expect(contentRefusal('a.jpg', await sniff(JPEG))).toBeNull();
    expect(contentRefusal('a.docx', await sniff(DOCX))).toBeNull();
    expect(contentRefusal('a.doc', await sniff(DOC))).toBeNull();
    expect(contentRefusal('a.png', await sniff(JPEG))?.message).toContain('.jpg file, not .png');
  });

  it('accepts text and CSV by extension when sniffing finds nothing, not when it finds a type', async () => {
    const csv = Buffer.from('claim,amount\nCLM-1,200\n');
    expect(await sniff(csv)).toBeUndefined();
    expect(uploadRefusal({ name: 'a.csv', size: csv.length }, undefined, limits)).toBeNull();
    expect(uploadRefusal({ name: 'a.txt', size: 5 }, undefined, limits)).toBeNull();
    expect(uploadRefusal({ name: 'a.txt', size: 5 }, await sniff(PDF), limits)?.message).toBe(
      'File content does not match its type: it is a .pdf file, not .txt',
    );
  });

  it('refuses a file over maxFileSize and accepts one at the limit', () => {
    const mb = 1024 * 1024;
    expect(uploadRefusal({ name: 'a.pdf', size: 25 * mb }, undefined, limits)).toBeNull();
    expect(uploadRefusal({ name: 'a.pdf', size: 25 * mb + 1 }, undefined, limits)).toEqual({
      rule: 'maxFileSize',
      message: 'File is larger than the 25 MB limit',
    });
  });
});
