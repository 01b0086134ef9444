// The avatar: an upload (multipart, so not a registerCall JSON call) and the image itself. Their route schemas
// describe them in the OpenAPI document; the upload's answer is serialised through its envelope as a call's is.
import type { MultipartFile } from '@fastify/multipart';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { photoLimitBytes, photoPathPrefix, uploadPhotoPath } from '../../../../../src/contracts/account';
import { ResultCode, success } from '../../../../../src/contracts/envelope';
import { profile } from '../../../../../src/contracts/schemas/account';
import { CallFailure } from '../../../http/call-failure';
import { requireUser } from '../../../http/require-user';
import { envelopeAnswer, failureAnswers, fileBytes, operationOf } from '../../../http/route-schema';
import { routeOperation } from '../../../openapi/swagger';

/** Media types an avatar is kept and answered in. */
const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * The upload's body in the document: multipart/form-data with the image as `file`. It is read by @fastify/multipart,
 * not checked by a schema (Fastify would check the multipart body, which is not parsed into request.body), so it is
 * added to the route's operation only.
 */
const withMultipartBody: SwaggerTransform = (route) => {
  const { schema, url } = routeOperation(route);
  const file = { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['file'] };
  return { url, schema: { ...schema, body: { content: { 'multipart/form-data': { schema: file } } } } };
};

/** The uploaded file's bytes, refused in words when there is none or it is over the limit. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
  } catch {
    // Not multipart/form-data, or a broken one.
    throw new CallFailure(ResultCode.invalidInput, 400, 'accountMessages:photo.missing');
  }
  if (!file || file.fieldname !== 'file') throw new CallFailure(ResultCode.invalidInput, 400, 'accountMessages:photo.missing');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new CallFailure(ResultCode.invalidInput, 413, 'accountMessages:photo.tooLarge');
    throw error;
  }
}

export default async function photoRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.route({
    method: 'POST',
    url: `/api${uploadPhotoPath}`,
    schema: {
      ...operationOf({
        path: uploadPhotoPath,
        summary: `Ours, not in the specification: sets the signed-in user's avatar (PNG, JPEG, GIF or WebP by content, at most ${photoLimitBytes} bytes).`,
      }),
      response: {
        200: envelopeAnswer(profile, 'The envelope with the new Profile (its Photo the new address); Result 100, 50012 or 50014 when not signed in.'),
        ...failureAnswers,
      },
    },
    config: { swaggerTransform: withMultipartBody },
    handler: async (request) => {
      const userId = await requireUser(request);
      return success(await accounts.savePhoto(userId, await uploadedBytes(request)));
    },
  });
  routes.route({
    method: 'GET',
    url: `/api${photoPathPrefix}:id`,
    schema: {
      ...operationOf({
        path: `${photoPathPrefix}id`,
        summary: 'Ours, not in the specification: an avatar, as the image it is (cached for good: a new upload gets a new address).',
      }),
      response: {
        200: { description: 'The image.', content: Object.fromEntries(imageTypes.map((type) => [type, { schema: fileBytes(type) }])) },
        ...failureAnswers,
      },
    },
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
}
