import { documentRefusal, type DocumentLimits } from '../../../domain/document-limits';

export interface AllowedFiles {
  accepted: File[];
  /** One sentence per refused file, or null when every file may be uploaded. */
  refusal: string | null;
}

/** Splits picked files into those the documents settings allow and the reasons for the rest. */
export function allowedFiles(picked: readonly File[], limits: DocumentLimits): AllowedFiles {
  const accepted: File[] = [];
  const reasons: string[] = [];
  for (const file of picked) {
    const reason = documentRefusal(file, limits);
    if (reason) reasons.push(reason);
    else accepted.push(file);
  }
  return { accepted, refusal: reasons.length > 0 ? reasons.join(' ') : null };
}

/** The file picker's hint; the check that counts is allowedFiles (a picker may show all files). */
export function acceptAttribute(limits: DocumentLimits): string {
  return limits.allowedTypes.map((type) => `.${type}`).join(',');
}
