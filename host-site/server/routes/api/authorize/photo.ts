// The avatar: an upload (multipart, so not a registerCall JSON call) and the image itself. Both are described in
// the OpenAPI document by hand.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { photoLimitBytes, photoPathPrefix, uploadPhotoPath } from '../../../../../src/contracts/account';
import { ResultCode, success } from '../../../../../src/contracts/envelope';
import { profile } from '../../../../../src/contracts/schemas/account';
import { successEnvelope } from '../../../../../src/contracts/schemas/envelope';
import { CallFailure } from '../../../http/call-failure';
import { requireUser } from '../../../http/require-user';
import { failureSchema, headerParameters, jsonSchema, operationId } from '../../../openapi/document';

/** The uploaded file's bytes, refused in words when there is none or it is over the limit. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
  } catch {
    // Not multipart/form-data, or a broken one.
    throw new CallFailure(ResultCode.invalidInput, 400, 'account:photo.missing');
  }
  if (!file || file.fieldname !== 'file') throw new CallFailure(ResultCode.invalidInput, 400, 'account:photo.missing');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new CallFailure(ResultCode.invalidInput, 413, 'account:photo.tooLarge');
    throw error;
  }
}

export default async function photoRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  app.route({
    method: 'POST',
    url: `/api${uploadPhotoPath}`,
    handler: async (request) => {
      const userId = await requireUser(request);
      return success(await accounts.savePhoto(userId, await uploadedBytes(request)));
    },
  });
  app.route({
    method: 'GET',
    url: `/api${photoPathPrefix}:id`,
    handler: async (request, reply) => {
      const photo = await accounts.photoById((request.params as { id: string }).id);
      // A new upload gets a new id, so an avatar's address never shows another picture: cache it for good.
      return reply
        .header('Content-Type', photo.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(photo.bytes);
    },
  });

  const refused = { '4XX': { $ref: '#/components/responses/Refused' }, '5XX': { $ref: '#/components/responses/Failed' } };
  app.otherOperations.push(
    {
      method: 'post',
      path: uploadPhotoPath,
      operation: {
        operationId: operationId(uploadPhotoPath),
        summary: `Ours, not in the specification: sets the signed-in user's avatar (PNG, JPEG, GIF or WebP by content, at most ${photoLimitBytes} bytes).`,
        tags: ['authorize'],
        parameters: headerParameters(),
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['file'] },
            },
          },
        },
        responses: {
          '200': {
            description: 'The envelope with the new Profile (its Photo the new address); Result 100, 50012 or 50014 when not signed in.',
            content: { 'application/json': { schema: { oneOf: [jsonSchema(successEnvelope(profile), 'output'), failureSchema] } } },
          },
          ...refused,
        },
      },
    },
    {
      method: 'get',
      path: `${photoPathPrefix}{id}`,
      operation: {
        operationId: operationId(`${photoPathPrefix}id`),
        summary: 'Ours, not in the specification: an avatar, as the image it is (cached for good: a new upload gets a new address).',
        tags: ['authorize'],
        parameters: [...headerParameters(), { name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'The image.',
            content: Object.fromEntries(['image/png', 'image/jpeg', 'image/gif', 'image/webp'].map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
          },
          ...refused,
        },
      },
    },
  );
}
