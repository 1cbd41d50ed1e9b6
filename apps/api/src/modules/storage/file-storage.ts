import type { Readable } from 'node:stream';

/** A stored file read back: its bytes as a stream, the type its key implies and its length. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded pictures live (decision 032): files under DATA_DIR on one machine, an S3-compatible
 * object store when several instances share them. Keys are made by the server (see `storage-key.ts`).
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a file already on this machine that nobody changes in place, as `put` would store its bytes. Optional: the
   * local store links it (the seed's ~2,200 drawing files cost a fifth of writing them, decision 122); callers
   * without it read the file and `put` it.
   */
  putFile?(key: string, file: string, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Throws when the store cannot be reached (for a readiness check). */
  ping(): Promise<void>;
}
