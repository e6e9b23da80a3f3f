import { createDecipheriv, type ECDH, hkdfSync } from 'node:crypto';

/**
 * Opens a Web Push message body as the browser does: the `aes128gcm` content coding (RFC 8188)
 * with the keys of Message Encryption for Web Push (RFC 8291). The body starts with the coding's
 * header: salt (16 bytes), record size (uint32), key id length and key id, which is the sender's
 * ephemeral P-256 public key; then the records, each AES-128-GCM with a 16-byte tag.
 */

/** Why a body could not be opened (the stand-in answers 400 with it). */
export class PushPayloadError extends Error {}

const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);
const hkdf = (ikm: Buffer, salt: Buffer, infoBytes: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, infoBytes, length));

/** The subscription's own keys: the user agent's ECDH pair and the 16-byte auth secret. */
export interface SubscriptionKeys {
  ecdh: ECDH;
  auth: Buffer;
}

export function decryptAes128gcm(body: Buffer, keys: SubscriptionKeys): Buffer {
  if (body.length < 21) throw new PushPayloadError('the body is shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  // RFC 8291 §4: the key id is the application server's uncompressed P-256 public key.
  if (keyIdLength !== 65 || senderPublicKey[0] !== 0x04) {
    throw new PushPayloadError('the key id is not an uncompressed P-256 public key (RFC 8291 §4)');
  }
  if (recordSize < 18) throw new PushPayloadError(`record size ${recordSize} is below the minimum of 18`);
  let sharedSecret: Buffer;
  try {
    sharedSecret = keys.ecdh.computeSecret(senderPublicKey);
  } catch {
    throw new PushPayloadError("the sender's public key is not a point on P-256");
  }
  const userAgentPublicKey = keys.ecdh.getPublicKey();
  // RFC 8291 §3.4: the input keying material mixes the auth secret and both public keys in.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info'), Buffer.from([0]), userAgentPublicKey, senderPublicKey]);
  const ikm = hkdf(sharedSecret, keys.auth, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, info('aes128gcm'), 16);
  const baseNonce = hkdf(ikm, salt, info('nonce'), 12);

  const records = body.subarray(21 + keyIdLength);
  const plaintexts: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, offset + recordSize);
    if (record.length <= 16) throw new PushPayloadError('a record is too short for its authentication tag');
    const nonce = Buffer.from(baseNonce);
    // RFC 8188 §2.3: the nonce is the base nonce XOR the record's sequence number.
    // (Records are few: the sequence number fits the last 32 bits.)
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new PushPayloadError('the body could not be decrypted with the subscription keys');
    }
    const last = offset + recordSize >= records.length;
    // Each record ends in a delimiter (2 for the last, 1 otherwise) and optional zero padding.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    if (end < 0 || plain[end] !== (last ? 2 : 1)) {
      throw new PushPayloadError('a record has no valid padding delimiter (RFC 8188 §2)');
    }
    plaintexts.push(plain.subarray(0, end));
  }
  return Buffer.concat(plaintexts);
}
