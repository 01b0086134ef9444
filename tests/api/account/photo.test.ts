// The avatar (issue 11, SPEC §5: 2 MB): images recognised by their bytes, larger or other files refused in words,
// served with their type from the database.
import { describe, expect, it } from 'vitest';
import { photoLimitBytes } from '../../../src/contracts/account';
import { ResultCode } from '../../../src/contracts/envelope';
import type { Profile } from '../../../src/contracts/schemas/account';
import { envelopeOf } from '../helper';
import { bearer, buildAccountApp, registerByEmail, startMailbox } from './account-helper';
import { onePixelPng, uploadPhoto } from './photo-helper';

const mailbox = await startMailbox();
const app = await buildAccountApp(mailbox);
const { Token } = await registerByEmail(app, mailbox, 'rosa_9', 'rosa@example.com');
const upload = (target: typeof app, file: Parameters<typeof uploadPhoto>[1], headers: Record<string, string> = bearer(Token)) => uploadPhoto(target, file, headers);

describe('POST /api/authorize/uploadphoto', () => {
  it('takes a real PNG, answers the profile with its address, and serves it with its type', async () => {
    const png = onePixelPng();
    const answer = envelopeOf<Profile>(await upload(app, { name: 'me.bin', type: 'application/octet-stream', bytes: png }));
    expect(answer.Result, answer.ErrorMsg).toBe(0);
    expect(answer.Data!.Photo).toMatch(/^\/api\/authorize\/photo\/[A-Za-z0-9_-]+$/);
    const image = await app.inject({ url: answer.Data!.Photo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    expect(image.rawPayload.equals(png)).toBe(true);
    // The profile and a new sign-in carry it too.
    expect(envelopeOf<Profile>(await app.inject({ url: '/api/authorize/profile', headers: bearer(Token) })).Data!.Photo).toBe(answer.Data!.Photo);
  });

  it('takes a photo of exactly 2 MB, and refuses 2 MB and one byte in words', async () => {
    const exact = Buffer.alloc(photoLimitBytes, 0);
    onePixelPng().copy(exact);
    expect(envelopeOf(await upload(app, { name: 'big.png', type: 'image/png', bytes: exact })).Result).toBe(0);
    const tooLarge = await upload(app, { name: 'big.png', type: 'image/png', bytes: Buffer.concat([exact, Buffer.from([0])]) });
    expect(tooLarge.statusCode).toBe(413);
    expect(envelopeOf(tooLarge)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: 'The photo is larger than 2 MB: please choose a smaller one' });
  });

  it('refuses a text file named .png and declared image/png', async () => {
    const answer = await upload(app, { name: 'photo.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"></svg>') });
    expect(answer.statusCode).toBe(415);
    expect(envelopeOf(answer).ErrorMsg).toBe('The photo must be a PNG, JPEG, GIF or WebP image');
    const cn = await upload(app, { name: 'photo.png', type: 'image/png', bytes: Buffer.from('plain text') }, { ...bearer(Token), lang: 'cn' });
    expect(envelopeOf(cn).ErrorMsg).toBe('头像必须是PNG、JPEG、GIF或WebP图片');
  });

  it('recognises JPEG, GIF and WebP by their first bytes', async () => {
    const samples: [string, Buffer][] = [
      ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
      ['image/gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
      ['image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')])],
    ];
    for (const [type, bytes] of samples) {
      const answer = envelopeOf<Profile>(await upload(app, { name: 'x', type: 'text/plain', bytes }));
      expect(answer.Result, type).toBe(0);
      expect((await app.inject({ url: answer.Data!.Photo })).headers['content-type'], type).toBe(type);
    }
  });

  it('needs a signed-in user, a multipart body and the field "file"', async () => {
    expect(envelopeOf(await upload(app, { name: 'a.png', type: 'image/png', bytes: onePixelPng() }, {})).Result).toBe(ResultCode.signedOut);
    expect(envelopeOf(await upload(app, { name: 'a.png', type: 'image/png', bytes: onePixelPng() }, bearer('forged'))).Result).toBe(ResultCode.tokenInvalid);
    const json = await app.inject({ method: 'POST', url: '/api/authorize/uploadphoto', payload: { file: 'x' }, headers: bearer(Token) });
    expect(envelopeOf(json)).toMatchObject({ Result: ResultCode.invalidInput, ErrorMsg: 'Please choose a photo to upload (form field "file")' });
    expect(envelopeOf(await upload(app, { name: 'a.png', type: 'image/png', bytes: onePixelPng(), field: 'avatar' })).Result).toBe(ResultCode.invalidInput);
  });
});

describe('GET /api/authorize/photo/:id', () => {
  it('answers 404 with the envelope for an unknown photo', async () => {
    const missing = await app.inject({ url: '/api/authorize/photo/no-such-photo' });
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing)).toEqual({ Result: ResultCode.notFound, Data: null, ErrorMsg: 'No such photo' });
  });
});
