import { describe, expect, it } from 'vitest';
import {
  documentDeleteRefusal,
  documentEditRefusal,
  documentRenameRefusal,
  UPLOADER_DELETE_WINDOW_MINUTES,
} from '../../../src/domain/document-actions';
import { documentKind, isThumbnailable } from '../../../src/domain/document-kind';

const now = new Date('2026-05-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
const uploader = { userId: 'u1', permissions: ['upload_documents'] };
const manager = { userId: 'm1', permissions: ['manage_documents'] };
const owner = { userId: 'o1', permissions: ['all'] };

describe('document delete window', () => {
  it('lets the uploader delete within the window, not after', () => {
    const fresh = { uploadedBy: 'u1', createdAt: minutesAgo(UPLOADER_DELETE_WINDOW_MINUTES - 1) };
    const old = { uploadedBy: 'u1', createdAt: minutesAgo(UPLOADER_DELETE_WINDOW_MINUTES + 1) };
    expect(documentDeleteRefusal(fresh, uploader, now)).toBeNull();
    expect(documentDeleteRefusal(old, uploader, now)).toMatch(/first 15 minutes/);
  });

  it('lets a documents manager (or the Owner) delete at any age; others never', () => {
    const old = { uploadedBy: 'u1', createdAt: minutesAgo(60 * 24 * 30) };
    expect(documentDeleteRefusal(old, manager, now)).toBeNull();
    expect(documentDeleteRefusal(old, owner, now)).toBeNull();
    const fresh = { uploadedBy: 'u1', createdAt: minutesAgo(1) };
    expect(
      documentDeleteRefusal(fresh, { userId: 'u2', permissions: ['upload_documents'] }, now),
    ).toMatch(/uploader or a documents manager/);
    // Uploaded under a role that could, without upload_documents now: no.
    expect(documentDeleteRefusal(fresh, { userId: 'u1', permissions: [] }, now)).not.toBeNull();
  });

  it('lets the uploader or a manager edit, with no window', () => {
    const old = { uploadedBy: 'u1', createdAt: minutesAgo(10_000) };
    expect(documentEditRefusal(old, uploader)).toBeNull();
    expect(documentEditRefusal(old, manager)).toBeNull();
    expect(documentEditRefusal(old, { userId: 'x', permissions: ['view_documents'] })).toMatch(
      /uploader or a documents manager/,
    );
  });
});

describe('document rename', () => {
  it('keeps the extension and refuses empty, long or path-like names', () => {
    expect(documentRenameRefusal('a.pdf', 'Roof report.PDF')).toBeNull();
    expect(documentRenameRefusal('a.pdf', 'a.html')).toBe('Keep the .pdf extension');
    expect(documentRenameRefusal('a.pdf', 'a')).toBe('Keep the .pdf extension');
    expect(documentRenameRefusal('README', 'x.exe')).toBe('A name cannot add an extension');
    expect(documentRenameRefusal('a.pdf', '   ')).toBe('Enter a name');
    expect(documentRenameRefusal('a.pdf', `${'x'.repeat(200)}.pdf`)).toMatch(/at most 200/);
    expect(documentRenameRefusal('a.pdf', 'dir/a.pdf')).toMatch(/cannot contain/);
  });
});

describe('document kind', () => {
  it('reads the extension first, then the MIME type', () => {
    expect(documentKind({ name: 'x.JPG' })).toBe('image');
    expect(documentKind({ name: 'x.xlsx' })).toBe('spreadsheet');
    expect(documentKind({ name: 'scan', mimeType: 'application/pdf' })).toBe('pdf');
    expect(documentKind({ name: 'x.bin', mimeType: 'application/octet-stream' })).toBe('other');
    expect(isThumbnailable({ name: 'x.png' })).toBe(true);
    expect(isThumbnailable({ name: 'x.heic' })).toBe(false);
  });
});
