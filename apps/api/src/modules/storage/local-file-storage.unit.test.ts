import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFileStorageContract, HOSTILE_KEYS } from './file-storage.contract';
import { LocalFileStorage } from './local-file-storage';

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-local-storage-'));
const root = path.join(parent, 'uploads');
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

describeFileStorageContract('local files', () => new LocalFileStorage(root));

/** Every file below a folder, relative to it. */
const filesUnder = (folder: string): string[] =>
  fs.existsSync(folder)
    ? fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((entry) => fs.statSync(path.join(folder, entry)).isFile())
    : [];

describe('local files: on disk', () => {
  const storage = new LocalFileStorage(root);

  it('writes the key as a path under the root, owner read-write, group read, never executable', async () => {
    await storage.put('books/0a1b2c3d.png', Buffer.from('png bytes'), 'image/png');
    const file = path.join(root, 'books', '0a1b2c3d.png');
    expect(fs.readFileSync(file, 'utf8')).toBe('png bytes');
    expect(fs.statSync(file).mode & 0o777).toBe(0o640);
  });

  it('path traversal: hostile keys leave nothing outside the root, nor inside it', async () => {
    const before = filesUnder(parent);
    for (const hostile of HOSTILE_KEYS) await storage.put(hostile, Buffer.from('x'), 'image/png').catch(() => undefined);
    expect(filesUnder(parent)).toEqual(before);
  });

  it('a failed write leaves no temporary file behind', async () => {
    // The "folder" books/blocked.png/ is a file, so the write into it fails.
    await storage.put('books/blocked.png', Buffer.from('a file'), 'image/png');
    const before = filesUnder(root);
    await expect(storage.put('books/blocked.png/inner.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect(filesUnder(root)).toEqual(before);
  });

  it('putFile stores a file of this machine under the key, replacing what was there, and refuses a hostile key (decision 122)', async () => {
    const source = path.join(parent, 'drawn.jpg');
    fs.writeFileSync(source, 'drawn bytes', { mode: 0o640 });
    await storage.put('images/00000000-0000-8000-8000-000000000000/640.jpg', Buffer.from('older'), 'image/jpeg');
    await storage.putFile('images/00000000-0000-8000-8000-000000000000/640.jpg', source, 'image/jpeg');
    const stored = await storage.get('images/00000000-0000-8000-8000-000000000000/640.jpg');
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('drawn bytes');
    await expect(storage.putFile('../escape.jpg', source, 'image/jpeg')).rejects.toThrow();
    expect(filesUnder(parent).filter((file) => file.includes('escape') || file.endsWith('.tmp'))).toEqual([]);
  });

  it('get answers null for a folder', async () => {
    fs.mkdirSync(path.join(root, 'folder.png'), { recursive: true });
    expect(await storage.get('folder.png')).toBeNull();
    expect(await storage.exists('folder.png')).toBe(false);
  });
});
