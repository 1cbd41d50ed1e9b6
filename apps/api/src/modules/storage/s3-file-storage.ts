import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage, StoredFile } from './file-storage';
import { checkKeyAndType, contentTypeOfKey } from './storage-key';

/** Where the object store is and who we are to it (S3_* variables). */
export interface S3Settings {
  /** The endpoint, e.g. http://127.0.0.1:9000 for MinIO or https://<account>.r2.cloudflarestorage.com. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Objects in one bucket of an S3-compatible store; the key is the object key. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      // S3-compatible servers (MinIO, Garage, s3rver) address buckets by path, not by DNS name.
      forcePathStyle: true,
      // Many S3-compatible servers do not know the SDK's newer default checksums; send and check them only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkKeyAndType(key, contentType);
    // One PUT: the object appears whole or not at all.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    const contentType = contentTypeOfKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client returned a body that is not a Node stream');
      // The type comes from our key, never from the object's stored metadata.
      return { body: answer.Body, contentType, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    contentTypeOfKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    contentTypeOfKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** Every object key in the bucket, page by page (for a backup). */
  async *keys(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Closes the client's sockets (on server close). */
  close(): void {
    this.client.destroy();
  }
}
