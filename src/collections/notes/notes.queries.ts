import type { NotesCollection } from './notes.collection';

export function notesOfClaimQuery(notes: NotesCollection, claimId: string) {
  return notes.find({ selector: { claimId }, sort: [{ createdAt: 'asc' }] });
}
