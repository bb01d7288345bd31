import { z } from 'zod';
import { customerSchema } from '../../domain/claim.schema';

/**
 * What an operation does to the local record, kept with the operation so it can be re-applied on
 * top of any state: after a crash between writing the operation and the record (start-up
 * recovery), and on top of pulled server data while the operation is still pending (rebase).
 * Every kind is idempotent, so re-applying an already applied operation changes nothing.
 */
const fields = z.record(z.string(), z.unknown());

export const localPatchSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('create'), doc: fields }),
  z.object({ kind: z.literal('merge'), fields }),
  // Some fields of a record's `value` (a settings group, the user's preferences): the parts a
  // save names, merged into the latest value, so two saves of different parts never undo each
  // other whatever order their writes land in.
  z.object({ kind: z.literal('mergeValue'), fields }),
  // Many records created by one operation (a contacts import batch), under ids the device chose.
  z.object({ kind: z.literal('createMany'), docs: z.array(fields) }),
  z.object({ kind: z.literal('delete') }),
  z.object({ kind: z.literal('link'), customer: customerSchema }),
  z.object({ kind: z.literal('unlink'), customerId: z.string() }),
  z.object({ kind: z.literal('primary'), customerId: z.string() }),
  // Operations with no local record (an invite).
  z.object({ kind: z.literal('none') }),
]);

export type LocalPatch = z.infer<typeof localPatchSchema>;

/** The records a `createMany` operation creates; none for any other patch. */
export function createdRecordIds(patch: LocalPatch): string[] {
  return patch.kind === 'createMany' ? patch.docs.map((doc) => String(doc.id)) : [];
}

/**
 * An operation's patch as plain data. RxDB hands a document's nested values out through getters
 * (proxies) that a later insert cannot structured-clone: a patch whose fields hold objects (a
 * contact's address or metadata) would make the record write fail (RxDB DOC24).
 */
export function plainPatch(op: { toJSON(): { localPatch: unknown } }): LocalPatch {
  return structuredClone(op.toJSON().localPatch) as LocalPatch;
}
