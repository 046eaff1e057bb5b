import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import sharp from 'sharp';
import { createTestContext } from '../src/server/test/context';
import { env, port, startServer } from './ordering/run';
import { installProbe, type ProbeResult } from './phone-probe';

/**
 * The diner's first menu on a phone over mobile data (issues 15 and 21): Chromium at 390×844
 * (3×), network throttled like DevTools' presets and the CPU slowed 4× (DevTools' "mid-tier
 * mobile", `Emulation.setCPUThrottlingRate`), a menu of 12 real-size phone photos (4000×3000
 * JPEG, 2–4 MB each), cache off. Timed on the page's own clock from navigation start
 * (`phone-probe.ts`): every item name on screen, the first photo and every photo in view decoded,
 * and the page taken over by its scripts (interactive). Bytes are all responses until then. The
 * floor of each row, in the same run, is the same browser fetching a page of a few bytes.
 * BENCH_TRACE=1 prints each request's start and end, the main thread's long tasks and Chrome's
 * own counters (script, style, layout), to see where the time goes. BENCH_REPEATS (default 5).
 */
const profiles = [
  { name: 'unthrottled', cpu: 1, latency: 0, down: -1, up: -1 },
  { name: 'unthrottled', cpu: 4, latency: 0, down: -1, up: -1 },
  { name: 'Fast 3G', cpu: 4, latency: 562.5, down: (1.6 * 1024 * 1024 * 0.9) / 8, up: (750 * 1024 * 0.9) / 8 },
  { name: 'Slow 3G', cpu: 4, latency: 2000, down: (500 * 1024 * 0.8) / 8, up: (500 * 1024 * 0.8) / 8 },
] as const;
type Profile = (typeof profiles)[number];
/** Seconds (names, first photo) and KiB, for the throttled networks on a CPU slowed 4×. */
const targets: Record<string, { names: number; firstPhoto?: number; kib: number } | undefined> = {
  'Fast 3G 4×': { names: 2.0, firstPhoto: 3.0, kib: 250 },
  'Slow 3G 4×': { names: 3.5, kib: 250 },
};
const itemNames = Array.from({ length: 12 }, (_, i) => `料理${i + 1}`);

/**
 * A photo like a phone's: detail at every scale, most of it coarse (the 1/f spectrum of real
 * scenes), plus sensor grain — about 3 MB as a 4000×3000 JPEG at quality 92, like a 12 MP phone
 * photo. (Random pixels alone would be 10 MB of pure fine detail, like no photo.)
 */
async function phonePhoto(i: number): Promise<Buffer> {
  // Made once and kept (BENCH_PHOTO_DIR, default in the temporary directory): minutes of CPU each time otherwise.
  const cached = join(photoDir, `dish${i}.jpg`);
  const kept = await readFile(cached).catch(() => null);
  if (kept) return kept;
  const photo = await newPhonePhoto();
  await mkdir(photoDir, { recursive: true });
  await writeFile(cached, photo);
  return photo;
}

const photoDir = process.env.BENCH_PHOTO_DIR ?? join(tmpdir(), 'kanri-bench-photos');

async function newPhonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const sum = new Float32Array(width * height * 3);
  for (const [w, weight] of [
    [16, 0.5],
    [64, 0.25],
    [256, 0.14],
    [1024, 0.08],
    [4000, 0.03],
  ] as const) {
    const h = Math.round((w * 3) / 4);
    const layer = await sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let i = 0; i < sum.length; i++) sum[i] = (sum[i] ?? 0) + (layer[i] ?? 0) * weight;
  }
  const pixels = Buffer.alloc(sum.length);
  // Stretched around the middle grey: the sum of averages would otherwise be flat.
  for (let i = 0; i < sum.length; i++) pixels[i] = Math.max(0, Math.min(255, 128 + ((sum[i] ?? 0) - 128) * 2.2));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

type Reply = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** node:http, not fetch: fetch will not send the partner's Host header to 127.0.0.1 (Node cannot resolve *.localhost). */
function send(
  host: string,
  cookie: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers: { host, origin: `http://${host}`, cookie, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function seedMenu(host: string, cookie: string) {
  const json = async (method: string, path: string, body: unknown) => {
    const res = await send(host, cookie, method, path, { 'content-type': 'application/json' }, Buffer.from(JSON.stringify(body)));
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
    return JSON.parse(res.text);
  };
  const meta = (name: string) => Buffer.from(name).toString('base64');
  let originalBytes = 0;
  for (let i = 1; i <= 12; i++) {
    const photo = await phonePhoto(i);
    originalBytes += photo.length;
    const created = await send(host, cookie, 'POST', '/api/files', {
      'tus-resumable': '1.0.0',
      'upload-length': String(photo.length),
      'upload-metadata': `filename ${meta(`dish${i}.jpg`)},filetype ${meta('image/jpeg')}`,
    });
    const location = String(created.headers.location ?? '');
    if (created.status !== 201) throw new Error(`upload ${i}: ${created.status} ${created.text}`);
    const patched = await send(
      host,
      cookie,
      'PATCH',
      location,
      { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      photo,
    );
    if (patched.status !== 204) throw new Error(`upload ${i}: ${patched.status} ${patched.text}`);
    await json('POST', '/api/menu/items', { name: `料理${i}`, price: 500 + i * 10, imageFileId: location.split('/').pop() });
  }
  const seats = await json('POST', '/api/seats', { name: '計測席' });
  return { originalBytes, dinerUrl: String(seats.items[0].dinerUrl) };
}

type Measured = { names: number; firstPhoto: number; photos: number; interactive: number; kib: number };

async function firstMenu(url: string, profile: Profile, isFloor: boolean): Promise<Measured> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      // A Japanese phone, as measured in decision 007: another language's page also carries its strings (decision 014).
      locale: 'ja-JP',
    });
    const page = await context.newPage();
    // As source text: tsx wraps the probe's inner functions in its `__name` helper, which the page must define too.
    if (!isFloor) await page.addInitScript({ content: `var __name = (f) => f; (${installProbe})(${JSON.stringify(itemNames)});` });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.down,
      uploadThroughput: profile.up,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
    });
    const isTraced = Boolean(process.env.BENCH_TRACE) && !isFloor;
    if (isTraced) {
      await cdp.send('Performance.enable');
      traceRequests(cdp);
    }
    if (isFloor) {
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      const responseEnd = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().responseEnd as number);
      return { names: responseEnd / 1000, firstPhoto: 0, photos: 0, interactive: 0, kib: bytes / 1024 };
    }
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => window.__phoneProbe?.done, undefined, { timeout: 120_000, polling: 100 });
    const probe = (await page.evaluate(() => window.__phoneProbe)) as ProbeResult;
    const kib = bytes / 1024;
    if (isTraced) await printTrace(cdp, probe);
    const s = (ms: number | null) => (ms ?? Number.NaN) / 1000;
    return { names: s(probe.names), firstPhoto: s(probe.firstPhoto), photos: s(probe.photos), interactive: s(probe.interactive), kib };
  } finally {
    await browser.close();
  }
}

type Cdp = Awaited<ReturnType<BrowserContext['newCDPSession']>>;

function traceRequests(cdp: Cdp) {
  const t0 = performance.now();
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
    urls.set(e.requestId, e.request.url);
    console.log(`${(performance.now() - t0).toFixed(0)} start ${e.request.url.slice(-60)}`);
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) =>
    console.log(`${(performance.now() - t0).toFixed(0)} done  ${urls.get(e.requestId)?.slice(-60)} ${e.encodedDataLength}`),
  );
}

/** Where the main thread's time went (Chrome's counters, seconds of the throttled CPU) and the page's own marks. */
async function printTrace(cdp: Cdp, probe: ProbeResult) {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const wanted = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'Nodes', 'JSHeapUsedSize'];
  console.log(
    'probe (ms):',
    { names: probe.names, firstPhoto: probe.firstPhoto, photos: probe.photos, interactive: probe.interactive },
    'long tasks:',
    probe.longTasks,
    'metrics:',
    Object.fromEntries(metrics.filter((m) => wanted.includes(m.name)).map((m) => [m.name, Number(m.value.toFixed(3))])),
  );
}

const stats = (values: number[], digits: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number | undefined) => Number((v ?? 0).toFixed(digits));
  return `${f(sorted[0])} / ${f(sorted[Math.floor(sorted.length / 2)])} / ${f(sorted.at(-1))}`;
};

export async function benchPhoneMenu(repeats: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'kanri-bench-phone-'));
  const t = await createTestContext({ embedded: true, pgliteDir: join(dataDir, 'pglite'), env });
  const seed = await t.seedCompany({ type: 'mobile-order' });
  const { cookie } = await t.signIn(seed.admin.email, seed.host);
  await t.close();
  const server = await startServer(undefined, dataDir);
  try {
    const host = `${seed.oemId}.localhost:${port}`;
    const { originalBytes, dinerUrl } = await seedMenu(host, cookie);
    const menuUrl = `${dinerUrl.replace(/^https?:\/\/[^/]+/, `http://${host}`)}&page=menu`;
    const rows = [];
    for (const profile of profiles) {
      const runs: Measured[] = [];
      const floors: Measured[] = [];
      for (let i = 0; i < repeats; i++) {
        floors.push(await firstMenu(`http://${host}/api/health`, profile, true));
        runs.push(await firstMenu(menuUrl, profile, false));
      }
      const row = `${profile.name} ${profile.cpu}×`;
      const target = targets[row];
      const column = (key: 'names' | 'firstPhoto' | 'photos' | 'interactive') =>
        stats(
          runs.map((r) => r[key]),
          2,
        );
      rows.push({
        'network, CPU': row,
        'names s': column('names'),
        'first photo s': column('firstPhoto'),
        'photos in view s': column('photos'),
        'interactive s': column('interactive'),
        'floor s': stats(
          floors.map((r) => r.names),
          2,
        ),
        KiB: stats(
          runs.map((r) => r.kib),
          0,
        ),
        target: target
          ? `names ≤ ${target.names} s${target.firstPhoto ? `, first photo ≤ ${target.firstPhoto} s` : ''}, ≤ ${target.kib} KiB`
          : '',
      });
    }
    console.log(
      `\ndiner's first menu on a phone (390×844 @3×, CPU slowed as named, min / median / max of ${repeats}, 12 photos of 4000×3000, originals ${Math.round(originalBytes / 1024)} KiB in all)`,
    );
    console.table(rows);
    return { originalKiB: Math.round(originalBytes / 1024), rows };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}
