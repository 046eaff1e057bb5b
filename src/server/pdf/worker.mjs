// Entry of a PDF worker thread. Plain JavaScript on purpose: a worker thread starts without
// the TypeScript loader of its parent (vitest transforms in-process; tsx may or may not be
// inherited), so it registers tsx itself, in a namespace of its own so that it never clashes
// with a loader already present, and with the project's tsconfig so `@/` paths resolve.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const tsx = register({ namespace: 'kanri-pdf-worker', tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
const { renderDocumentPdf } = await tsx.import('./render.ts', import.meta.url);

/**
 * Renders one document. `started` is told the moment rendering begins, so that the time
 * limit counts rendering only, not the wait in the queue or the start of this thread.
 */
export default async function renderTask({ images, doc, issuer, dateStyle, started }) {
  started.postMessage('started');
  started.close();
  const pdf = await renderDocumentPdf(images, doc, issuer, dateStyle);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
