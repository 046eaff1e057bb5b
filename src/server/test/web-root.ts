import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built web root of two stand-in pages (back-office and diners'), for tests of what the server serves as pages. */
export async function stubWebRoot(): Promise<string> {
  const webRoot = await mkdtemp(join(tmpdir(), 'kanri-web-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>管理システム</title>');
  await writeFile(join(webRoot, 'mobile-order.html'), '<!doctype html><title>モバイルオーダー</title>');
  return webRoot;
}
