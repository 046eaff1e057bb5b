import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileChunks } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { chunkBytes, readStoredFile, removeFile, StoredFileChanged, storedSize, writeFileStream } from './file-store';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** `bytes` in parts of the given sizes, then the rest; `between` runs after each part is taken. */
async function* partsOf(bytes: Buffer, sizes: number[], between: (taken: number) => Promise<void> = async () => {}) {
  let at = 0;
  for (const size of [...sizes, bytes.length]) {
    if (at >= bytes.length) return;
    yield bytes.subarray(at, at + size);
    at += size;
    await between(at);
  }
}

describe('a file stored as it is made (writeFileStream)', () => {
  it('keeps the bytes of uneven parts in order, in rows of at most 256 KiB', async () => {
    const bytes = randomBytes(2 * 1024 * 1024 + 12_345);
    const key = `test/${crypto.randomUUID()}.bin`;
    const size = await writeFileStream(t.db, key, partsOf(bytes, [100_000, 1, 700_000, 3, 1_200_000]));
    expect(size).toBe(bytes.length);
    expect(await storedSize(t.db, key)).toBe(bytes.length);
    expect((await readStoredFile(t.db, key))?.equals(bytes)).toBe(true);
    const [rows] = await t.db
      .select({ n: sql<number>`count(*)::int`, largest: sql<number>`max(length(${storedFileChunks.data}))::int` })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.key, key));
    expect(rows).toEqual({ n: 9, largest: chunkBytes });
  });

  it('stops with StoredFileChanged when the file is removed while it is written, and refuses a key taken', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    const key = `test/${crypto.randomUUID()}.bin`;
    const removedAfterFirstMiB = async (taken: number) => {
      if (taken > 1024 * 1024 && taken <= 2 * 1024 * 1024) await removeFile(t.db, key);
    };
    await expect(writeFileStream(t.db, key, partsOf(bytes, Array(12).fill(256 * 1024), removedAfterFirstMiB))).rejects.toBeInstanceOf(
      StoredFileChanged,
    );
    expect(await storedSize(t.db, key)).toBeNull();

    const taken = `test/${crypto.randomUUID()}.bin`;
    await writeFileStream(t.db, taken, partsOf(Buffer.from('first'), []));
    await expect(writeFileStream(t.db, taken, partsOf(Buffer.from('second'), []))).rejects.toThrow();
    expect((await readStoredFile(t.db, taken))?.toString()).toBe('first');
  });
});
