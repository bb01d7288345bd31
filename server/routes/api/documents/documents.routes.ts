import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentUpdateSchema,
  UPLOADER_DELETE_WINDOW_MINUTES,
} from '../../../../src/domain/document-actions';
import { can, requirePermission } from '../../../auth/require-permission';
import { HttpError, notFound } from '../../../http/errors';
import { canSeeClaim } from '../../../repositories/claims-visibility';
import { documentList, documentVisibility } from '../../../repositories/documents.repository';
import { createNoteRepository } from '../../../repositories/notes.repository';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { requestTarget, type IdRequest } from '../../../sync/published-write';
import { idParams } from '../id-params';
import { writeOptions } from '../write-options';
import { checkpointedListRoute } from '../list-route';
import { DOCUMENT_NOT_FOUND, visibleDocument } from './document-access';
import { captureOf } from './document-capture';
import { sendDocumentFile } from './document-download';
import { receiveUpload } from './document-upload';
import type { StoredUpload } from './document-upload';
import {
  checkDeleteAllowed,
  deleteDocument,
  recordUpload,
  updateDocument,
} from './document.service';
import type { Placement } from './document.service';
import { documentView, documentWireSchema } from './document.view';

const tags = ['documents'];
const one = z.object({ data: documentWireSchema });
const downloadQuery = z.object({ disposition: z.enum(['attachment', 'inline']).optional() });

// A write reaches only a document the caller may see (the same rule as reads).
const documentTarget = (request: IdRequest) =>
  requestTarget(request, {
    notFound: DOCUMENT_NOT_FOUND,
    view: documentView,
    where: documentVisibility(request.auth),
  });

const field = (upload: StoredUpload, snake: string, camel: string) => {
  const value = upload.fields[snake] ?? upload.fields[camel];
  return value === undefined || value === '' ? undefined : value;
};

// Documents (DESIGN.md "documents"): multipart upload within the organization's limits, metadata
// list, download, delete. Bytes live in the configured FileStorage (app.storage: disk or S3).
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;
  // Limits come per request from the organization's settings (document-upload.ts).
  await app.register(multipart, { limits: { fileSize: 1024 * 1024 * 1024 } });

  async function attachTo(request: FastifyRequest, upload: StoredUpload): Promise<Placement> {
    const claimId = field(upload, 'claim_id', 'claimId');
    const noteId = field(upload, 'note_id', 'noteId');
    if (!claimId && !can(request, 'view_documents', 'manage_documents')) {
      throw new HttpError(400, 'claim_id is required', {
        claim_id: 'Choose the claim this document belongs to',
      });
    }
    if (claimId && !(await canSeeClaim(app.db, request.auth, claimId)))
      throw notFound('Claim not found');
    if (
      noteId &&
      !(await createNoteRepository(app.db).exists(request.auth.organizationId, noteId, claimId))
    ) {
      throw notFound('Note not found');
    }
    const visible = field(upload, 'is_client_visible', 'isClientVisible');
    if (visible !== undefined && visible !== 'true' && visible !== 'false') {
      throw new HttpError(400, 'is_client_visible must be true or false');
    }
    return {
      claimId: claimId ?? null,
      noteId: noteId ?? null,
      isClientVisible: visible === undefined ? upload.defaultClientVisibility : visible === 'true',
    };
  }

  app.post(
    '/documents',
    {
      onRequest: [app.authenticate, requirePermission('upload_documents', 'manage_documents')],
      schema: {
        summary:
          'Upload a document (multipart/form-data: file, claim_id, note_id, is_client_visible; ' +
          'field capture: client_sha256, captured_at, latitude, longitude, location_accuracy, ' +
          'device_time_offset_ms, original_of)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(app.db, storage, request);
      try {
        const placement = await attachTo(request, upload);
        const capture = await captureOf(app.db, request, upload.fields, {
          sha256: upload.sha256,
          claimId: placement.claimId,
        });
        const result = await createOnce(app.db, request, async (tx) => {
          const row = await recordUpload(tx, request.auth, placement, upload, capture);
          return { statusCode: 201, body: { data: documentView(row) } };
        });
        if (result.replayed) await storage.delete(upload.key);
        return sendCreated(reply, result);
      } catch (error) {
        await storage.delete(upload.key);
        throw error;
      }
    },
  );

  const change = writeOptions(app, {
    tags,
    guards: [requirePermission('upload_documents', 'manage_documents')],
    unwrap: 'document',
  });

  checkpointedListRoute(app, {
    resource: 'documents',
    summary: 'Document metadata the caller may see',
    tags,
    wire: documentWireSchema,
    query: (request) => ({ ...documentList(request.auth), view: documentView }),
  });

  app.get(
    '/documents/:id/download',
    {
      onRequest: app.authenticate,
      // A byte range must reach the client as stored, never re-encoded.
      compress: false,
      schema: {
        summary:
          'Download a document’s file (one HTTP Range; disposition=inline previews images, PDF, text)',
        tags,
        params: idParams,
        querystring: downloadQuery,
      },
    },
    async (request, reply) => {
      const row = await visibleDocument(app.db, request, request.params.id);
      return sendDocumentFile(reply, storage, row, {
        range: request.headers.range,
        disposition: request.query.disposition,
      });
    },
  );

  app.put(
    '/documents/:id',
    {
      ...change.update(
        'Rename a document or change its client visibility (If-Match: "<version>")',
        documentUpdateSchema,
        one,
      ),
    },
    async (request) => {
      const current = await visibleDocument(app.db, request, request.params.id);
      const target = documentTarget(request);
      const row = await updateDocument(app.db, request.auth, current, target, request.body);
      return { data: documentView(row) };
    },
  );

  app.delete(
    '/documents/:id',
    {
      onRequest: [app.authenticate, requirePermission('upload_documents', 'manage_documents')],
      schema: {
        summary: `Delete a document (manage_documents, or its uploader within ${UPLOADER_DELETE_WINDOW_MINUTES} minutes)`,
        tags,
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => {
      const current = await visibleDocument(app.db, request, request.params.id);
      checkDeleteAllowed(request.auth, current);
      const rows = await deleteDocument(app.db, documentTarget(request));
      for (const row of rows) await storage.delete(row.storageKey);
      return { data: documentView(rows[0]!) };
    },
  );
};
