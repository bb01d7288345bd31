import { base64ToBytes } from './base64';
import type { Envelope } from './aes-gcm';

export const GCM_TAG_BYTES = 16;
const SPACE = 0x20;

/**
 * Pads a JSON payload with trailing spaces (which JSON.parse ignores) so that its ciphertext is a
 * whole number of 3-byte groups: its base64 then has no '=' padding, and the base64 of many
 * envelopes can be decoded as one string (see decodeEnvelopes).
 */
export function padForBase64(json: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const missing = (3 - ((json.length + GCM_TAG_BYTES) % 3)) % 3;
  if (missing === 0) return json;
  const padded = new Uint8Array(json.length + missing);
  padded.set(json);
  padded.fill(SPACE, json.length);
  return padded;
}

const unpadded = (text: string) => text.length % 4 === 0 && !text.endsWith('=');

export interface DecodedEnvelope {
  iv: Uint8Array<ArrayBuffer>;
  data: Uint8Array<ArrayBuffer>;
}

/**
 * Base64-decodes the IVs and ciphertexts of many envelopes with one call into one buffer:
 * thousands of small decodes and buffer allocations cost as much as the decryption itself.
 */
export function decodeEnvelopes(envelopes: Envelope[]): DecodedEnvelope[] {
  const joinable = envelopes.every((e) => unpadded(e.iv) && unpadded(e.data));
  if (!joinable) {
    return envelopes.map((e) => ({ iv: base64ToBytes(e.iv), data: base64ToBytes(e.data) }));
  }
  const parts: string[] = [];
  for (const envelope of envelopes) parts.push(envelope.iv, envelope.data);
  const bytes = base64ToBytes(parts.join(''));
  let offset = 0;
  const take = (text: string) => bytes.subarray(offset, (offset += (text.length / 4) * 3));
  return envelopes.map((envelope) => ({ iv: take(envelope.iv), data: take(envelope.data) }));
}
