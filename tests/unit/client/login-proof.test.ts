import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginProof, sha256Hex, usesComplexCode } from '../../../src/client/login-proof';

describe('sha256Hex', () => {
  // Vectors of NIST's FIPS 180-4 examples (SHA256.pdf, "abc" and the two-block message) and the empty message.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    [
      'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
      'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1',
    ],
  ])('hashes %j as FIPS 180-4 says', (message, digest) => {
    expect(sha256Hex(message)).toBe(digest);
  });

  it('hashes a million a (the long NIST vector)', () => {
    expect(sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  // Lengths around the padding boundaries (55, 56, 63, 64 bytes) and multi-byte UTF-8 agree with Node's own SHA-256.
  it.each(['x'.repeat(55), 'x'.repeat(56), 'x'.repeat(63), 'x'.repeat(64), 'Pässwörd-密码-🔑'])(
    'agrees with node:crypto on %j',
    (message) => {
      expect(sha256Hex(message)).toBe(createHash('sha256').update(message, 'utf8').digest('hex'));
    },
  );
});

describe('usesComplexCode (SPEC §5)', () => {
  it.each([
    ['Abcdefg1', true], // 8 characters with upper, lower and digit
    ['abcdefg1', false], // no upper case
    ['Abc1', false], // too short
    ['a'.repeat(21), true], // longer than 20 characters
    ['a'.repeat(20), false],
  ])('%j -> %s', (password, complex) => {
    expect(usesComplexCode(password)).toBe(complex);
  });
});

describe('loginProof', () => {
  const codes = { simpleCode: 'AbCd1234', complexCode: 'ZyXw9876ZyXw9876' };

  it('prefixes the complex code to the hash of a complex password', () => {
    expect(loginProof('Secret#Pass1', codes)).toBe(codes.complexCode + sha256Hex('Secret#Pass1'));
  });

  it('prefixes the simple code to the hash of a simple password', () => {
    expect(loginProof('secret#pass', codes)).toBe(codes.simpleCode + sha256Hex('secret#pass'));
  });
});
