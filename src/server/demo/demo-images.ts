import { deflateSync } from 'node:zlib';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { putFile, uploadKey } from '../files/file-store';

/** Small generated PNG tiles (no image files in the repository): a soft two-tone gradient. */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A size×size RGB PNG fading from one colour to another, with a lighter circle in the middle. */
export function gradientPng(from: [number, number, number], to: [number, number, number], size = 240): Buffer {
  const rows: Buffer[] = [];
  const centre = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const inside = (x - centre) ** 2 + (y - centre) ** 2 < (size * 0.3) ** 2;
      for (let ch = 0; ch < 3; ch++) {
        const value = (from[ch] ?? 0) * (1 - t) + (to[ch] ?? 0) * t;
        row[1 + x * 3 + ch] = Math.round(inside ? value + (255 - value) * 0.35 : value);
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG into the file store as a finished upload of the company (a menu photo, a logo, a seal: private); answers its id. */
export async function storeDemoImage(
  db: Db,
  companyId: string,
  filename: string,
  png: Buffer,
  { isPrivate = false } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await putFile(db, uploadKey(id), png);
  await db.insert(files).values({ id, companyId, filename, contentType: 'image/png', size: png.length, isComplete: true, isPrivate });
  return id;
}
