// Avatars for the tests: a real PNG made byte by byte, and the multipart upload the site sends.
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND with their CRCs). */
export function onePixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]); // 1×1, 8-bit RGB
  const pixels = deflateSync(Buffer.from([0, 0x0a, 0x5c, 0xa8])); // filter 0, one blue pixel
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A multipart/form-data body with one file. */
export function uploadPhoto(target: FastifyInstance, file: { name: string; type: string; bytes: Buffer; field?: string }, headers: Record<string, string>) {
  const boundary = '----vs-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return target.inject({ method: 'POST', url: '/api/authorize/uploadphoto', payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}
