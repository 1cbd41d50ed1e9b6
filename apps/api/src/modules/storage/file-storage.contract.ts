import { randomBytes, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';

/** Keys that try to leave their place or to be served as something else; every implementation refuses them. */
export const HOSTILE_KEYS = [
  '../escape.png',
  'books/../../escape.png',
  '/etc/passwd.png',
  'books//double.png',
  '.hidden.png',
  'books/./here.png',
  'books\\..\\escape.png',
  'Books/Upper.png',
  'books/page.html',
  'books/no-extension',
  'books/space name.png',
  'books/%2e%2e/escape.png',
  '',
] as const;

export interface ContractOptions {
  /** Why the test server cannot show atomic replacement (the implementation relies on the server for it), if it cannot. */
  replacementNotAtomicBecause?: string;
}

/** What any FileStorage must do, run against each implementation with the store it gets from `open`. */
export function describeFileStorageContract(name: string, open: () => FileStorage, options: ContractOptions = {}) {
  const key = (extension = 'png') => `contract/${randomUUID()}.${extension}`;
  const read = async (storage: FileStorage, at: string) => {
    const file = await storage.get(at);
    return file && { bytes: await buffer(file.body), contentType: file.contentType, size: file.size };
  };

  // A generous per-test limit for a busy shared machine: the S3 leg goes through HTTP and signing.
  describe(`${name}: the FileStorage contract`, { timeout: 60_000 }, () => {
    it('gives back exactly the bytes it was given, with the type and size', async () => {
      const storage = open();
      const at = key();
      const bytes = randomBytes(70_000); // every byte value, more than one read chunk
      await storage.put(at, bytes, 'image/png');
      const file = await read(storage, at);
      expect(file?.contentType).toBe('image/png');
      expect(file?.size).toBe(bytes.length);
      expect(file?.bytes.equals(bytes)).toBe(true);
      expect(await storage.exists(at)).toBe(true);
    });

    it('a put replaces the earlier file', async () => {
      const storage = open();
      const at = key('webp');
      await storage.put(at, Buffer.from('first'), 'image/webp');
      await storage.put(at, Buffer.from('second'), 'image/webp');
      expect((await read(storage, at))?.bytes.toString()).toBe('second');
    });

    it('answers null and false for a key never stored, and delete removes (twice is fine)', async () => {
      const storage = open();
      const at = key('avif');
      expect(await storage.get(at)).toBeNull();
      expect(await storage.exists(at)).toBe(false);
      await storage.put(at, Buffer.from('x'), 'image/avif');
      await storage.delete(at);
      await storage.delete(at);
      expect(await storage.get(at)).toBeNull();
      expect(await storage.exists(at)).toBe(false);
    });

    it.skipIf(options.replacementNotAtomicBecause !== undefined)(
      'readers racing a replacement see the old file or the new one whole, never a mix',
      async () => {
        const storage = open();
        const at = key('jpg');
        const before = Buffer.alloc(1_000_000, 0xaa);
        const after = Buffer.alloc(1_000_000, 0x55);
        await storage.put(at, before, 'image/jpeg');
        const readers = Array.from({ length: 4 }, () => read(storage, at));
        await storage.put(at, after, 'image/jpeg');
        for (const file of await Promise.all(readers)) {
          expect(file?.bytes.equals(before) || file?.bytes.equals(after)).toBe(true);
        }
        expect((await read(storage, at))?.bytes.equals(after)).toBe(true);
      },
    );

    it.each(HOSTILE_KEYS)('path traversal: refuses the key %j for every operation', async (hostile) => {
      const storage = open();
      await expect(storage.put(hostile, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(hostile)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.exists(hostile)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(hostile)).rejects.toThrow(/Invalid storage key/);
    });

    it('content type spoofing: refuses a type other than the one the extension means', async () => {
      const storage = open();
      const at = key();
      await expect(storage.put(at, Buffer.from('<script>alert(1)</script>'), 'text/html')).rejects.toThrow(/Invalid storage key/);
      expect(await storage.exists(at)).toBe(false);
    });

    it('ping succeeds when the store is reachable', async () => {
      await expect(open().ping()).resolves.toBeUndefined();
    });
  });
}
