/**
 * Encryption at rest for personal fields (phone, address): AES-256-GCM with a random IV, stored
 * as `ENC:` + base64(iv | tag | ciphertext). A value without the prefix is returned as it is.
 * A value this key cannot open (another key, damaged bytes) reads as empty and is reported, so
 * one unreadable field never fails a whole request.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const ENCRYPTED_PREFIX = 'ENC:';

export type FieldCrypto = { encrypt(value: string): string; decrypt(value: string): string };

/** A cipher from a 64-hex-character key; `onUnreadable` hears of each value that does not decrypt. */
export function createFieldCrypto(
  hexKey: string,
  onUnreadable: (error: Error) => void = () => undefined,
): FieldCrypto {
  if (!/^[0-9a-fA-F]{64}$/.test(hexKey))
    throw new Error('The field encryption key must be 64 hex characters');
  const key = Buffer.from(hexKey, 'hex');
  return {
    encrypt(value) {
      if (!value || value.startsWith(ENCRYPTED_PREFIX)) return value;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return ENCRYPTED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
    },
    decrypt(value) {
      if (!value?.startsWith(ENCRYPTED_PREFIX)) return value;
      try {
        const raw = Buffer.from(value.slice(ENCRYPTED_PREFIX.length), 'base64');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch (error) {
        onUnreadable(error as Error);
        return '';
      }
    },
  };
}
