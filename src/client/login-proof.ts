// The password proof of a sign-in (SPEC §5): a single-use login code followed by the lower-case hex SHA-256 of the
// password, so neither the password nor a reusable secret crosses the wire. SHA-256 is written out here because
// crypto.subtle exists only in secure contexts, and a site served over plain http (other than localhost) has none.

/** The codes of GET /api/authorize/getloginauth. */
export interface LoginCodes {
  simpleCode: string;
  complexCode: string;
}

const complexPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

/** SPEC §5: a password longer than 20 characters, or one with upper and lower case and a digit, uses the complex code. */
export function usesComplexCode(password: string): boolean {
  return password.length > 20 || complexPattern.test(password);
}

/** The `password` field of POST /api/authorize/login: the chosen code, then the hex SHA-256 of the UTF-8 password. */
export function loginProof(password: string, codes: LoginCodes): string {
  const code = usesComplexCode(password) ? codes.complexCode : codes.simpleCode;
  return code + sha256Hex(password);
}

// ---------------------------------------------------------------------------------------------------------------
// SHA-256 (FIPS 180-4 §6.2)

// First 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4 §4.2.2).
const roundConstants = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

// First 32 bits of the fractional parts of the square roots of the first 8 primes (FIPS 180-4 §5.3.3).
const initialHash = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The lower-case hex SHA-256 of a text's UTF-8 bytes. */
export function sha256Hex(text: string): string {
  const message = new TextEncoder().encode(text);
  // Padding: a 1 bit, zeros, then the bit length as 64 bits, to a multiple of 64 bytes.
  const blockCount = Math.ceil((message.length + 9) / 64);
  const padded = new Uint8Array(blockCount * 64);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bitLength = message.length * 8;
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(padded.length - 4, bitLength >>> 0);

  const hash = initialHash.slice();
  const schedule = new Uint32Array(64);
  for (let block = 0; block < blockCount; block++) {
    for (let t = 0; t < 16; t++) schedule[t] = view.getUint32(block * 64 + t * 4);
    for (let t = 16; t < 64; t++) {
      const w15 = schedule[t - 15]!;
      const w2 = schedule[t - 2]!;
      const sigma0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const sigma1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      schedule[t] = (schedule[t - 16]! + sigma0 + schedule[t - 7]! + sigma1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = hash as [number, number, number, number, number, number, number, number];
    for (let t = 0; t < 64; t++) {
      const sum1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const choice = (e & f) ^ (~e & g);
      const temp1 = (h + sum1 + choice + roundConstants[t]! + schedule[t]!) >>> 0;
      const sum0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const temp2 = (sum0 + majority) >>> 0;
      h = g;
      g = f;
      f = e;
      e = (d + temp1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (temp1 + temp2) >>> 0;
    }
    const next = [a, b, c, d, e, f, g, h];
    for (let i = 0; i < 8; i++) hash[i] = (hash[i]! + next[i]!) >>> 0;
  }
  return hash.map((word) => word.toString(16).padStart(8, '0')).join('');
}
