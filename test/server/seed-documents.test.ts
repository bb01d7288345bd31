import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/seed/demo-seed';
import { databaseTargets } from './helpers/databases';
import { getInOwnOrganization, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

interface ListedDocument {
  id: string;
  name: string;
  size: number;
  sha256: string | null;
  claim_id: string;
  is_client_visible: boolean;
}

// The demo seed stores a few documents through the server's own storage backend, so the library,
// the preview and downloads work on a fresh start (issue 14).
describe.each(databaseTargets())('seeded demo documents on $name', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'claims-seed-docs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(target, { seed: false, config: { dataDir } });
  const as = sessionCache(() => ctx.app);
  const list = async (email: string) =>
    (await getInOwnOrganization(ctx.app, await as(email), 'documents')).json()
      .data as ListedDocument[];
  beforeAll(async () => {
    expect(await seedDemo(ctx.app.db, { storage: ctx.app.storage })).toBe(true);
  });

  it('lists the seeded documents on two of the adjuster’s claims, none client-visible', async () => {
    const docs = await list('adjuster@example.com');
    expect(docs.map((d) => d.name).sort()).toEqual([
      'Contractor estimate.pdf',
      'Field notes.txt',
      'Front elevation.png',
      'Inspection report.pdf',
      'Kitchen ceiling.png',
    ]);
    expect(new Set(docs.map((d) => d.claim_id)).size).toBe(2);
    expect(docs.every((d) => !d.is_client_visible)).toBe(true);
    expect(await list('client@example.com')).toEqual([]);
  });

  it('downloads each with its type, its recorded size and hash, and content that matches', async () => {
    const expected: Record<string, { type: string; sniffed?: string }> = {
      'Inspection report.pdf': { type: 'application/pdf', sniffed: 'pdf' },
      'Contractor estimate.pdf': { type: 'application/pdf', sniffed: 'pdf' },
      'Front elevation.png': { type: 'image/png', sniffed: 'png' },
      'Kitchen ceiling.png': { type: 'image/png', sniffed: 'png' },
      'Field notes.txt': { type: 'text/plain; charset=utf-8' },
    };
    const headers = await as('manager@example.com');
    for (const doc of await list('manager@example.com')) {
      const response = await ctx.app.inject({ url: `/api/documents/${doc.id}/download`, headers });
      expect(response.statusCode, doc.name).toBe(200);
      expect(response.headers['content-type'], doc.name).toBe(expected[doc.name]!.type);
      const bytes = response.rawPayload;
      expect(bytes.length, doc.name).toBe(doc.size);
      expect((await fileTypeFromBuffer(bytes))?.ext, doc.name).toBe(expected[doc.name]!.sniffed);
      expect(doc.sha256, doc.name).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    const report = (await list('manager@example.com')).find(
      (d) => d.name === 'Inspection report.pdf',
    )!;
    const pdf = await ctx.app.inject({ url: `/api/documents/${report.id}/download`, headers });
    expect(pdf.payload).toMatch(/\/Count 2 >>/);
    expect(pdf.payload.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('seeds them once: a second run stores nothing more', async () => {
    expect(await seedDemo(ctx.app.db, { storage: ctx.app.storage })).toBe(false);
    expect(await list('manager@example.com')).toHaveLength(5);
  });
});
