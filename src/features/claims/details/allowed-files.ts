import { refusalSentence, type DocumentLimits } from '../../../domain/document-limits';
import { prepareUpload, type UploadSettings } from '../../../collections/documents/prepare-upload';

export interface AllowedFiles {
  /** Ready to upload: compressed when the settings say so. */
  accepted: File[];
  /** One sentence per refused file, or null when every file may be uploaded. */
  refusal: string | null;
}

/**
 * Splits picked files into those the documents settings allow and the reasons for the rest, one
 * after the other with the upload widget's own checks (prepareUpload: type, sniffed content,
 * compression, size), so a note's files meet exactly the rules of every other upload.
 */
export async function allowedFiles(
  picked: readonly File[],
  settings: UploadSettings,
): Promise<AllowedFiles> {
  const accepted: File[] = [];
  const reasons: string[] = [];
  for (const file of picked) {
    try {
      const prepared = await prepareUpload(file, settings);
      if ('refusal' in prepared) reasons.push(refusalSentence(file.name, prepared.refusal));
      else accepted.push(prepared.file);
    } catch {
      reasons.push(`“${file.name}” was not added: the file could not be read.`);
    }
  }
  return { accepted, refusal: reasons.length > 0 ? reasons.join(' ') : null };
}

/** The file picker's hint; the check that counts is allowedFiles (a picker may show all files). */
export function acceptAttribute(limits: DocumentLimits): string {
  return limits.allowedTypes.map((type) => `.${type}`).join(',');
}
