import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Claim } from '../../../src/domain/claim.schema';
import type { Conversation } from '../../../src/domain/conversation.schema';
import type { ClaimDocument } from '../../../src/domain/document.schema';
import type { Note } from '../../../src/domain/note.schema';
import { ClaimPrintView } from '../../../src/features/claims/print/claim-print.view';
import { renderUi } from '../support/render';

// Issue 16: the claim's print sheet shows the claim from local records, in reading order, and
// nothing of the app around it.
const sync = { organization_id: 'org-1', version: 1, updatedAt: '2026-03-05T10:00:00.000Z' };
const claim = {
  ...sync,
  id: 'claim-1',
  claimNumber: 'CLM-2026-0042',
  status: 'Inspection',
  statusChangedAt: '2026-03-03T09:00:00.000Z',
  dateCreated: '2026-03-01T08:00:00.000Z',
  lastUpdated: '2026-03-05T10:00:00.000Z',
  policyNumber: 'POL-778',
  clientName: 'Harbor Mutual',
  dateOfLoss: '2026-02-27',
  address: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  assignedTo: 'u-adj',
  customers: [
    { id: 'c-1', name: 'Linda Nguyen', isPrimary: true },
    { id: 'c-2', name: 'Tom Nguyen', isPrimary: false },
  ],
  deleted: false,
} as Claim;

const conversation = (id: string, title: string, createdAt: string): Conversation =>
  ({
    ...sync,
    id,
    claimId: 'claim-1',
    title,
    createdBy: 'u-adj',
    createdAt,
    deleted: false,
  }) as Conversation;

const note = (id: string, text: string, createdAt: string, extra: Partial<Note> = {}): Note =>
  ({
    ...sync,
    id,
    claimId: 'claim-1',
    conversationId: 'conv-site',
    parentId: null,
    text,
    isClientVisible: false,
    status: 'Open',
    documents: [],
    createdBy: 'u-adj',
    createdAt,
    deleted: false,
    ...extra,
  }) as Note;

const doc = (id: string, name: string, extra: Partial<ClaimDocument> = {}): ClaimDocument =>
  ({
    ...sync,
    id,
    name,
    mimeType: 'application/pdf',
    size: 2048,
    claimId: 'claim-1',
    noteId: null,
    isClientVisible: false,
    uploadedBy: 'u-adj',
    createdAt: '2026-03-02T10:00:00.000Z',
    deleted: false,
    ...extra,
  }) as ClaimDocument;

const names: Record<string, string> = { 'u-adj': 'Jordan Reyes', 'u-mgr': 'Sam Patel' };

function renderSheet() {
  return renderUi(
    <ClaimPrintView
      claim={claim}
      conversations={[
        conversation('conv-billing', 'Billing', '2026-03-04T08:00:00.000Z'),
        conversation('conv-site', 'Site visit', '2026-03-02T08:00:00.000Z'),
      ]}
      notes={[
        note('n-late', '<p>Roof measured</p>', '2026-03-03T12:00:00.000Z'),
        note('n-reply', '<p>Photos attached</p>', '2026-03-03T13:00:00.000Z', {
          parentId: 'n-early',
          createdBy: 'u-mgr',
        }),
        note('n-early', '<p>Arrived on site</p>', '2026-03-03T10:00:00.000Z'),
        note('n-bill', '<p>Invoice sent</p>', '2026-03-04T09:00:00.000Z', {
          conversationId: 'conv-billing',
        }),
        note('n-status', '<p>Open → Inspection</p>', '2026-03-03T09:00:00.000Z', {
          title: 'Status Change',
          conversationId: null,
        }),
      ]}
      documents={[
        doc('d-2', 'estimate.pdf', { createdAt: '2026-03-04T10:00:00.000Z' }),
        doc('d-1', 'roof.jpg', { mimeType: 'image/jpeg', size: 3 * 1024 * 1024 }),
        doc('d-orig', 'roof-original.jpg', { originalOf: 'd-1' } as Partial<ClaimDocument>),
      ]}
      userName={(id) => (id ? (names[id] ?? '') : '')}
      printedAt={new Date('2026-03-06T10:00:00.000Z')}
    />,
    { mantine: 'test' },
  );
}

const texts = (selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());

it("prints the claim's header, parties, dates, notes by conversation, history and documents", () => {
  renderSheet();
  const sheet = document.querySelector('article.claim-print')!;
  expect(sheet.querySelector('h1')?.textContent).toBe('Claim CLM-2026-0042');
  expect(sheet.textContent).toContain('Status: Inspection');
  expect(sheet.textContent).toContain('POL-778');
  expect(sheet.textContent).toContain('Feb 27, 2026');
  expect(sheet.textContent).toContain('12 Elm Street, Springfield, IL 62701');
  expect(sheet.textContent).toContain('Jordan Reyes');
  expect(sheet.textContent).toContain('Harbor Mutual');
  expect(sheet.textContent).toContain('Linda Nguyen (primary), Tom Nguyen');
  expect(texts('h2')).toEqual(['Details', 'Parties', 'Notes', 'Status history', 'Documents']);
  // Conversations oldest first; in each, notes in time order with a reply after its parent.
  expect(texts('h3')).toEqual(['Site visit', 'Billing']);
  const [site, billing] = [...document.querySelectorAll('.claim-print-conversation')];
  expect([...site!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    expect.stringContaining('Arrived on site'),
    expect.stringContaining('Photos attached'),
    expect.stringContaining('Roof measured'),
  ]);
  expect(site!.textContent).toContain('Sam Patel');
  expect(billing!.textContent).toContain('Invoice sent');
  // The automatic notes are the status history, not part of a conversation.
  const history = sheet.querySelector('[aria-labelledby="claim-print-history"]')!;
  expect(history.textContent).toContain('Status Change');
  expect(history.textContent).toContain('Open → Inspection');
  expect(site!.textContent).not.toContain('Open → Inspection');
  // Documents oldest first; a photo's original is listed with its photo, not on its own.
  expect(texts('.claim-print-table tbody td:first-child')).toEqual(['roof.jpg', 'estimate.pdf']);
  expect(sheet.textContent).toContain('3.0 MB');
});

it('has no app chrome: no navigation, no buttons, no form controls', () => {
  renderSheet();
  expect(
    document.querySelector('nav, [role="navigation"], header.mantine-AppShell-header'),
  ).toBeNull();
  expect(document.querySelectorAll('button, input, select, textarea, a')).toHaveLength(0);
});

it('the print stylesheet keeps only the sheet on paper', () => {
  const css = readFileSync('src/features/claims/print/claim-print.css', 'utf8');
  const print = css.slice(css.indexOf('@media print'));
  expect(print).toContain('body:has(.claim-print) .mantine-AppShell-header');
  expect(print).toContain('body:has(.claim-print) .mantine-AppShell-navbar');
  expect(print).toContain('.mantine-AppShell-main > :not(:has(.claim-print))');
  expect(print).toContain('.claim-print-toolbar');
});
