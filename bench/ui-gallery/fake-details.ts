import type { Conversation } from '../../src/domain/conversation.schema';
import type { ClaimDocument } from '../../src/domain/document.schema';
import type { Note } from '../../src/domain/note.schema';
import type { Task } from '../../src/domain/task.schema';

const sync = {
  version: 1,
  updatedAt: '2026-02-20T10:00:00Z',
  deleted: false,
  organization_id: 'org-1',
};

export const galleryConversations: Conversation[] = [
  {
    id: 'cv-1',
    claimId: 'c-12',
    title: 'Roof inspection',
    createdBy: 'u-1',
    createdAt: '2026-02-18T09:12:00Z',
    ...sync,
  },
  {
    id: 'cv-2',
    claimId: 'c-12',
    title: 'Conversation 2',
    createdBy: 'u-2',
    createdAt: '2026-02-21T14:40:00Z',
    ...sync,
  },
];

const note = (id: string, patch: Partial<Note>): Note => ({
  id,
  claimId: 'c-12',
  conversationId: 'cv-1',
  parentId: null,
  text: '',
  isClientVisible: false,
  status: 'New',
  documents: [],
  createdBy: 'u-1',
  createdAt: '2026-02-18T09:15:00Z',
  title: null,
  ...sync,
  ...patch,
});

export const galleryNotes: Note[] = [
  note('n-1', {
    text: '<p>Inspected the roof: <strong>hail damage</strong> on the north slope, about 30% of shingles.</p><ul><li>Gutters dented</li><li>Skylight intact</li></ul>',
    documents: ['d-1'],
    status: 'Reviewed',
  }),
  note('n-2', {
    parentId: 'n-1',
    createdBy: 'u-2',
    createdAt: '2026-02-18T11:02:00Z',
    text: '<p>Thanks. Please get a contractor estimate <em>before Friday</em>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  }),
  note('n-3', {
    createdAt: '2026-02-19T08:30:00Z',
    isClientVisible: true,
    text: '<p>We have scheduled the adjuster visit for <b>Feb 24, 10:00</b>. See <a href="https://example.com/visit" target="_blank">details</a>.</p>',
  }),
  note('a-1', {
    conversationId: null,
    title: 'Claim Creation',
    text: 'Jordan Reyes created the claim.',
    createdAt: '2026-02-17T16:00:00Z',
  }),
  note('a-2', {
    conversationId: null,
    title: 'Claim Update',
    text: 'Changed fields: estimatedValue, city',
    createdAt: '2026-02-19T10:00:00Z',
    createdBy: 'u-2',
  }),
  note('a-3', {
    conversationId: null,
    title: 'Status Change',
    text: 'Jordan Reyes updated the claim status. They changed status from New to In Progress.',
    createdAt: '2026-02-20T09:00:00Z',
  }),
];

export const galleryTasks: Task[] = [
  {
    id: 't-1',
    title: 'Call the homeowner',
    description: '',
    claimId: 'c-12',
    assignedTo: 'u-1',
    dueDate: '2026-03-03',
    status: 'todo',
    priority: 'high',
    type: 'call',
    createdBy: 'u-1',
    createdAt: '2026-02-18T09:00:00Z',
    ...sync,
  },
  {
    id: 't-2',
    title: 'Request contractor estimate',
    description: '',
    claimId: 'c-12',
    assignedTo: 'u-2',
    dueDate: null,
    status: 'in_progress',
    priority: 'medium',
    type: 'general',
    createdBy: 'u-1',
    createdAt: '2026-02-18T09:00:00Z',
    ...sync,
  },
  {
    id: 't-3',
    title: 'Upload inspection photos',
    description: '',
    claimId: 'c-12',
    assignedTo: null,
    dueDate: null,
    status: 'done',
    priority: 'low',
    type: 'general',
    createdBy: 'u-1',
    createdAt: '2026-02-18T09:00:00Z',
    ...sync,
  },
];

export const galleryDocuments: ClaimDocument[] = [
  {
    id: 'd-1',
    name: 'roof-photos.zip',
    mimeType: 'application/zip',
    size: 18_400_000,
    claimId: 'c-12',
    noteId: 'n-1',
    isClientVisible: false,
    uploadedBy: 'u-1',
    createdAt: '2026-02-18T09:20:00Z',
    ...sync,
  },
  {
    id: 'd-2',
    name: 'estimate.pdf',
    mimeType: 'application/pdf',
    size: 245_000,
    claimId: 'c-12',
    noteId: null,
    isClientVisible: true,
    uploadedBy: 'u-2',
    createdAt: '2026-02-22T09:20:00Z',
    ...sync,
  },
];
