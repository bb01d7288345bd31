import type { ClaimDocument } from '../../../src/domain/document.schema';

/** A synced document of claim-1, uploaded by u-1; `more` sets what a test is about. */
export const claimDocument = (
  id: string,
  name: string,
  more: Partial<ClaimDocument> = {},
): ClaimDocument => ({
  id,
  name,
  mimeType: 'text/plain',
  size: 2048,
  claimId: 'claim-1',
  noteId: null,
  isClientVisible: false,
  uploadedBy: 'u-1',
  createdAt: '2026-03-02T10:00:00.000Z',
  organization_id: 'org-1',
  version: 1,
  updatedAt: '2026-03-02T10:00:00.000Z',
  deleted: false,
  ...more,
});
