import { readdir, readFile, rename, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Db } from '../db/client';
import { log } from '../log';
import { putFileIfMissing } from './file-store';

/** The folders of DATA_DIR that held kept files before they moved into the database. */
const folders = ['files', 'documents'] as const;
/** What the folders also held and is not a file to keep: tus's upload records and half-written files. */
const isLeftover = (name: string) => name.endsWith('.json') || name.endsWith('.tmp');

/**
 * Moves the files a server of an earlier version kept under DATA_DIR (uploaded images and their
 * copies in `files/`, issued PDFs in `documents/{company}/`) into the file store, under their
 * path as key, so a restaurant's photos and its issued PDFs are still there after an upgrade.
 * Run at start. A file already stored is left as it is, so running again (or two instances at
 * once on a shared folder) moves nothing twice. Each folder is then renamed
 * `{folder}.moved-to-database` — kept, not deleted: the operator removes it once satisfied —
 * so later starts have nothing to read. Answers how many files were stored.
 */
export async function moveDataDirFiles(db: Db, dataDir: string): Promise<number> {
  let moved = 0;
  for (const folder of folders) {
    const root = join(resolve(dataDir), folder);
    const names = await readdir(root, { recursive: true }).catch(() => null);
    if (!names) continue;
    for (const name of names) {
      const path = join(root, name);
      if (isLeftover(name) || !(await stat(path).catch(() => null))?.isFile()) continue;
      // Gone meanwhile: another instance moved the folder after storing every file of it.
      const bytes = await readFile(path).catch(() => null);
      if (!bytes) continue;
      if (await putFileIfMissing(db, `${folder}/${name.split(sep).join('/')}`, bytes)) moved++;
    }
    await rename(root, `${root}.moved-to-database`).catch((error) => {
      if (error.code !== 'ENOENT')
        log.warn({ err: error, folder: root }, 'フォルダを移動できませんでした（ファイルはデータベースにあります）');
    });
  }
  return moved;
}
