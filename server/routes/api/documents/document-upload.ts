import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_CAPTURE_FIELDS } from '../../../../src/domain/document-capture';
import { contentRefusal, typeRefusal } from '../../../../src/domain/document-upload-rules';
import { documentSettingsSchema } from '../../../../src/domain/settings.schema';
import type { Db } from '../../../db/client';
import { badRequest, HttpError } from '../../../http/errors';
import { createSettingsRepository } from '../../../repositories/settings.repository';
import type { FileStorage } from '../../../storage/file-storage';
import { sha256Through } from '../../../storage/sha256-stream';
import { withDefaults } from '../settings/settings.service';
import { cleanFileName, mimeTypeFor } from './document-files';
import { sniffUploadStream } from './upload-sniff';

export interface StoredUpload {
  key: string;
  name: string;
  mimeType: string;
  size: number;
  /** Of the stored bytes, computed while they streamed. */
  sha256: string;
  fields: Record<string, string>;
  defaultClientVisibility: boolean;
}

const MB = 1024 * 1024;
const FIELD_NAMES = new Set([
  'claim_id',
  'claimId',
  'note_id',
  'noteId',
  'is_client_visible',
  'isClientVisible',
  ...DOCUMENT_CAPTURE_FIELDS,
]);

function isMultipartError(error: unknown, code: string): boolean {
  return (error as { code?: string }).code === code;
}

/**
 * Reads a multipart upload: the form fields, in any order around the one file, and the file,
 * streamed to storage under a fresh key. The organization's documents settings decide the allowed
 * extensions (400) and the size (413); on any refusal nothing stays stored.
 */
export async function receiveUpload(
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
): Promise<StoredUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Upload the file as multipart/form-data');
  }
  const row = await createSettingsRepository(db).findGroup(
    request.auth.organizationId,
    'documents',
  );
  const limits = documentSettingsSchema.parse(withDefaults(row ? [row] : []).documents);
  const fields: Record<string, string> = {};
  let stored: Omit<StoredUpload, 'fields' | 'defaultClientVisibility'> | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileSize * MB,
        files: 1,
        fields: 20,
        fieldSize: 1000,
        parts: 22,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (FIELD_NAMES.has(part.fieldname)) fields[part.fieldname] = String(part.value);
        continue;
      }
      const name = cleanFileName(part.filename ?? '');
      const wrongType = typeRefusal(name, limits.allowedTypes);
      if (wrongType) {
        part.file.resume();
        throw badRequest(wrongType.message, { file: 'File type not allowed' });
      }
      const { sniffed, stream, discard } = await sniffUploadStream(part.file);
      const wrongContent = contentRefusal(name, sniffed);
      if (wrongContent) {
        await discard();
        throw badRequest(wrongContent.message, { file: wrongContent.message });
      }
      const key = `${request.auth.organizationId}/${randomUUID()}`;
      const hashed = sha256Through(stream);
      const size = await storage.put(key, hashed.stream);
      stored = { key, name, mimeType: mimeTypeFor(name), size, sha256: hashed.digest() };
    }
  } catch (error) {
    if (stored) await storage.delete(stored.key);
    if (isMultipartError(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new HttpError(413, `File is larger than the ${limits.maxFileSize} MB limit`);
    }
    if (isMultipartError(error, 'FST_FILES_LIMIT'))
      throw new HttpError(413, 'Upload one file at a time');
    throw error;
  }
  if (!stored) throw badRequest('A file is required', { file: 'A file is required' });
  return { ...stored, fields, defaultClientVisibility: limits.defaultClientVisibility };
}
