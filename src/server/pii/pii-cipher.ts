import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for personal values the portal must show again (the date of birth). A sealed value reads
 * `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts); the key id names which configured key sealed it, so a
 * rotated key's values still open and are re-sealed under the current key. The borrower id is bound in as
 * associated data: a sealed value copied to another borrower's row does not open.
 */
export interface PiiCipher {
  seal(plain: string, borrowerId: number): string;
  open(sealed: string, borrowerId: number): string;
  /** The id of the key new values are sealed under (the second dot-separated part of a sealed value). */
  readonly currentKeyId: string;
}

interface Key {
  id: string;
  bytes: Buffer;
}

const VERSION = 'v1';

function keyOf(secret: string): Key {
  const bytes = createHash('sha256').update(`pii-cipher:${secret}`).digest();
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  return { id, bytes };
}

const aad = (borrowerId: number): Buffer => Buffer.from(`borrower:${borrowerId}`);

export function createPiiCipher(currentKey: string, previousKeys: readonly string[] = []): PiiCipher {
  const current = keyOf(currentKey);
  const byId = new Map([current, ...previousKeys.map(keyOf)].map((k) => [k.id, k]));
  return {
    seal(plain, borrowerId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
      cipher.setAAD(aad(borrowerId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, current.id, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, borrowerId) {
      const [version, keyId, iv, tag, body] = sealed.split('.');
      const key = keyId ? byId.get(keyId) : undefined;
      if (version !== VERSION || !key || !iv || !tag || body === undefined) {
        throw new Error('a sealed personal value has an unknown format or key');
      }
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(borrowerId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    currentKeyId: current.id,
  };
}

export function piiCipherOf(config: { piiEncryptionKey: string; piiEncryptionPreviousKeys: string[] }): PiiCipher {
  return createPiiCipher(config.piiEncryptionKey, config.piiEncryptionPreviousKeys);
}
