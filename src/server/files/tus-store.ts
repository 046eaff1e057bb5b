import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { appendFile, chunkBytes, createEmptyFile, removeFile, storedSize, uploadKey } from './file-store';

/**
 * The tus upload store in the database: what an upload is (its declared length, type and name)
 * is the `files` row written by onUploadCreate, and the bytes received so far are a stored file
 * that grows a chunk at a time. Nothing is on one instance's disk or in its memory, so an upload
 * begun through one instance resumes through any other: HEAD answers the offset stored.
 */
export class DatabaseUploadStore extends DataStore {
  constructor(private readonly db: Db) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  override async create(upload: Upload): Promise<Upload> {
    await createEmptyFile(this.db, uploadKey(upload.id));
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    const offset = await storedSize(this.db, uploadKey(id));
    if (offset === null) throw ERRORS.FILE_NO_LONGER_EXISTS;
    return new Upload({
      id,
      size: row.size,
      offset,
      metadata: { filename: row.filename, filetype: row.contentType },
      creation_date: row.createdAt.toISOString(),
    });
  }

  /**
   * Appends the request body a chunk at a time, each in its own transaction. A connection that
   * drops mid-body keeps what arrived (the part already buffered included), so the client
   * resumes from there, as it would with a file on disk.
   */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const key = uploadKey(id);
    let end = offset;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const bytes = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      if (!(await appendFile(this.db, key, end, bytes))) throw ERRORS.INVALID_OFFSET;
      end += bytes.length;
    };
    try {
      for await (const piece of readable as AsyncIterable<Buffer>) {
        for (let at = 0; at < piece.length; ) {
          const take = Math.min(piece.length - at, chunkBytes - pendingBytes);
          pending.push(piece.subarray(at, at + take));
          pendingBytes += take;
          at += take;
          if (pendingBytes === chunkBytes) await flush();
        }
      }
    } catch (error) {
      await flush().catch(() => {});
      throw error;
    }
    await flush();
    return end;
  }

  override async remove(id: string): Promise<void> {
    await removeFile(this.db, uploadKey(id));
  }
}
