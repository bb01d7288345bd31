import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { multipartBody, type FilePart } from './helpers/multipart';
import { organizationOf, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

// A Windows executable's first bytes: "MZ", then the PE header file-type recognises.
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const DOCX = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'word/document.xml': strToU8('<w:document/>'),
  }),
);

describe.each(databaseTargets())('upload content checks on $name', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'claims-sniff-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(target, { config: { dataDir } });
  const as = sessionCache(() => ctx.app);
  const stored = () => {
    try {
      const root = path.join(dataDir, 'documents');
      return readdirSync(root, { recursive: true, withFileTypes: true }).filter((f) => f.isFile())
        .length;
    } catch {
      return 0;
    }
  };
  const upload = async (file: FilePart) => {
    const body = multipartBody({}, [file]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...(await as('adjuster@example.com')), ...body.headers },
      payload: body.payload,
    });
  };

  it('refuses an executable renamed .pdf, naming the rule, and keeps nothing', async () => {
    const before = stored();
    const response = await upload({ name: 'invoice.pdf', content: EXE });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'File content does not match its type: it is a .exe file, not .pdf',
    );
    expect(stored()).toBe(before);
  });

  it('accepts what the content confirms, and text the sniffing cannot recognise', async () => {
    const pdf = await upload({ name: 'report.pdf', content: PDF });
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data.size).toBe(PDF.length);
    const docx = await upload({ name: 'letter.docx', content: DOCX });
    expect(docx.statusCode).toBe(201);
    const text = await upload({ name: 'notes.txt', content: 'plain words, no magic' });
    expect(text.statusCode).toBe(201);
    // A file longer than the sniffed head arrives whole.
    const long = Buffer.concat([PDF, Buffer.alloc(200_000, 32)]);
    const big = await upload({ name: 'long.pdf', content: long });
    expect(big.statusCode).toBe(201);
    expect(big.json().data.size).toBe(long.length);
  });

  it('refuses an over-size file whose head passed the sniffing, keeping nothing', async () => {
    const headers = await as('owner@example.com');
    const orgId = await organizationOf(ctx.app, headers);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${orgId}/settings/documents`,
      headers,
      payload: { max_file_size: 1 },
    });
    const before = stored();
    const content = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 32)]);
    const response = await upload({ name: 'huge.pdf', content });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File is larger than the 1 MB limit');
    expect(stored()).toBe(before);
  });
});
