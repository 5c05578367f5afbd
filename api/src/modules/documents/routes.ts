import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_TYPES } from '@portal/shared/constants';
import { API_PATHS, type Deleted, type UserDocument } from '@portal/shared/contracts';
import { DeletedSchema, UserDocumentSchema } from '@portal/shared/contracts/responses';
import { documentUploadSchema, recordIdOf, RecordIdParamsSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { readForm } from '../../http/multipart-form';
import { bearer, dataOf, errors4xx, listOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { documentFile, listDocuments, removeDocument, uploadDocuments } from './service';

/** The paths of API_PATHS.userDocument(id) and userDocumentFile(id) as routes (the builders encode their argument). */
const ID_PATH = '/user-document/:id';
const FILE_PATH = '/user-document/:id/file';
const tags = ['documents'];
/** The bytes as a download: the document's own type. */
const binaryAnswer = {
  description: 'the file',
  content: Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
};
/** Files of an upload: files[0], files[1], ... (also files[] or files). */
const UPLOAD_FIELD = /^files(?:\[[0-9]{0,3}\])?$/;

/**
 * The signed-in player's documents (docs/spec.md sections 5 and 7): list, upload (files[i] and
 * privacy_policy_read=1), delete, and the bytes for the owner and staff.
 */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  const me = (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    return request.user;
  };
  const idOf = (request: FastifyRequest<{ Params: { id: string } }>) => {
    const id = recordIdOf(request.params.id);
    if (id === null) throw notFound('documents.not_found');
    return id;
  };

  app.get(
    API_PATHS.userDocuments,
    { preHandler: app.requireAuth, schema: { tags, summary: "The signed-in player's documents", security: bearer, response: { 200: listOf(UserDocumentSchema), 401: errors4xx[401] } } },
    async (request): Promise<{ data: UserDocument[] }> => ({ data: await listDocuments(app.db, me(request).id) }),
  );

  app.post(
    API_PATHS.userDocuments,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Upload documents',
        description:
          'multipart/form-data: files[0], files[1], ... (one to five, each at most 5 MB) and privacy_policy_read=1. Each file must be a PDF, JPEG or PNG by its bytes, whatever its name: 422 documents.file_type on files.<i>; documents.unreadable for a picture that does not decode; documents.limit_reached past 10 documents. Nothing is stored unless every file is. 413 above the upload ceiling.',
        security: bearer,
        consumes: ['multipart/form-data'],
        body: requestSchema(documentUploadSchema),
        response: { 201: listOf(UserDocumentSchema), ...errors4xx },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply): Promise<{ data: UserDocument[] }> => {
      const userId = me(request).id;
      const form = await readForm(request);
      parseWith(documentUploadSchema, form.body);
      const stored = await uploadDocuments(app.db, userId, form.files.filter((file) => UPLOAD_FIELD.test(file.field)));
      reply.code(201);
      return { data: stored };
    },
  );

  app.delete<{ Params: { id: string } }>(
    ID_PATH,
    {
      preHandler: app.requireAuth,
      schema: { tags, summary: 'Delete a document', description: "403 for another player's document, 404 documents.not_found.", security: bearer, params: requestSchema(RecordIdParamsSchema), response: { 200: dataOf(DeletedSchema), ...errors4xx } },
    },
    async (request): Promise<{ data: Deleted }> => {
      await removeDocument(app.db, me(request).id, idOf(request));
      return { data: { deleted: true } };
    },
  );

  app.get<{ Params: { id: string } }>(
    FILE_PATH,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: "A document's bytes",
        description: 'The owner and staff (admin, moderator) only: 403 for anyone else, 404 documents.not_found or documents.file_missing. Sent as an attachment, never cached.',
        security: bearer,
        params: requestSchema(RecordIdParamsSchema),
        response: { 200: binaryAnswer, ...errors4xx },
      },
    },
    async (request, reply) => {
      const file = await documentFile(app.db, me(request), idOf(request));
      const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
};
