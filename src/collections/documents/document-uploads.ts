import { documentRefusal, type DocumentLimits } from '../../domain/document-limits';
import type { AppDatabase } from '../app-database';
import type { RecordAuthor } from '../sync-queue/record-writes';
import { uploadDocument } from './documents.mutations';
import type { DocumentDocType } from './documents.schema';

export interface ClaimFile {
  file: Blob;
  name: string;
}

/** The first refusal among the files under the documents settings, or null when all may go. */
export function filesRefusal(files: readonly ClaimFile[], limits: DocumentLimits): string | null {
  for (const { file, name } of files) {
    const refusal = documentRefusal({ name, size: file.size }, limits);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Uploads files to a claim, in order, after checking all of them: one refused file queues
 * nothing, so the user never has half a batch to untangle.
 */
export async function uploadClaimFiles(
  db: AppDatabase,
  claimId: string,
  files: readonly ClaimFile[],
  options: { limits: DocumentLimits; isClientVisible: boolean; ids?: readonly string[] },
  user: RecordAuthor,
): Promise<DocumentDocType[]> {
  const refusal = filesRefusal(files, options.limits);
  if (refusal) throw new Error(refusal);
  const uploaded: DocumentDocType[] = [];
  for (const [i, { file, name }] of files.entries()) {
    const upload = { id: options.ids?.[i], file, name, claimId };
    const visibility = { isClientVisible: options.isClientVisible };
    uploaded.push(await uploadDocument(db, { ...upload, ...visibility }, user));
  }
  return uploaded;
}
