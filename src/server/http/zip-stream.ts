import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written while it is sent: one entry at a time, each read in chunks, so memory holds
 * one file's chunk rather than the archive. `isStored` entries (PDFs, already compressed) are
 * copied without deflate. The format has no Zip64 here (fflate): at most 65,535 entries and
 * 4 GiB, which the caller checks before it starts (zipSizeOf).
 */
export type ZipEntry = { name: string; mtime?: Date; isStored?: boolean; chunks: AsyncIterable<Uint8Array> };

export const maxZipEntries = 65_535;
export const maxZipBytes = 0xffff_ffff;

/** Bytes a stored entry adds besides its data: local header, data descriptor and central record. */
export const zipEntryOverhead = (name: string) => 30 + 16 + 46 + 2 * Buffer.byteLength(name, 'utf8');

/** The ZIP's bytes as they are made, pulled one entry chunk at a time (a response body, or a file being stored). */
export async function* zipChunks(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  let ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const take = () => {
    if (failure) throw failure;
    const out = ready;
    ready = [];
    return out;
  };
  for await (const entry of entries) {
    const file = entry.isStored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
    if (entry.mtime) file.mtime = entry.mtime;
    zip.add(file);
    for await (const chunk of entry.chunks) {
      file.push(chunk);
      yield* take();
    }
    file.push(new Uint8Array(0), true);
    yield* take();
  }
  zip.end();
  yield* take();
}

/**
 * The ZIP as a response body. It is pulled: the next entry is read only when the client has
 * taken the last chunk (backpressure), and a client that goes away stops the work (`cancel`
 * runs the entries' `finally`, where the caller cleans up).
 */
export function zipStream(entries: AsyncGenerator<ZipEntry>): ReadableStream<Uint8Array> {
  const chunks = zipChunks(entries);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await chunks.return(undefined);
        await entries.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
