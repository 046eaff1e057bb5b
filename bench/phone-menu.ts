import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { createTestContext } from '../src/server/test/context';
import { env, port, startServer } from './ordering/run';

/**
 * The diner's first menu on a phone over mobile data (issue 15): Chromium at 390×844 (3×),
 * network throttled like DevTools' presets, a menu of 12 real-size phone photos (4000×3000
 * JPEG, 2–4 MB each), cache off. Measured from navigation to the moment every item name is on
 * screen and every image in view has arrived; bytes are all responses until then. The floor
 * of each profile, in the same run, is the same browser fetching a page of a few bytes.
 * BENCH_TRACE=1 prints each request's start and end, to see which round trips the time goes to.
 */
const profiles = [
  { name: 'unthrottled', latency: 0, down: -1, up: -1 },
  { name: 'Fast 3G', latency: 562.5, down: (1.6 * 1024 * 1024 * 0.9) / 8, up: (750 * 1024 * 0.9) / 8 },
  { name: 'Slow 3G', latency: 2000, down: (500 * 1024 * 0.8) / 8, up: (500 * 1024 * 0.8) / 8 },
] as const;
const targets: Record<string, { seconds: number; kib: number } | undefined> = {
  'Fast 3G': { seconds: 1.5, kib: 250 },
  'Slow 3G': { seconds: 5, kib: 250 },
};

/**
 * A photo like a phone's: detail at every scale, most of it coarse (the 1/f spectrum of real
 * scenes), plus sensor grain — about 3 MB as a 4000×3000 JPEG at quality 92, like a 12 MP phone
 * photo. (Random pixels alone would be 10 MB of pure fine detail, like no photo.)
 */
async function phonePhoto(): Promise<Buffer> {
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
    const photo = await phonePhoto();
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

async function firstMenu(url: string, profile: (typeof profiles)[number], isFloor: boolean) {
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
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.down,
      uploadThroughput: profile.up,
    });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
    });
    if (process.env.BENCH_TRACE) {
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
    const start = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    if (!isFloor) {
      await page.getByRole('heading', { name: '料理12' }).waitFor({ timeout: 120_000 });
      await page.waitForFunction(
        () =>
          [...document.images]
            .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
            .every((img) => img.complete && img.naturalWidth > 0),
        undefined,
        { timeout: 120_000, polling: 20 },
      );
    }
    const seconds = (performance.now() - start) / 1000;
    return { seconds, kib: bytes / 1024 };
  } finally {
    await browser.close();
  }
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
      const runs = [];
      const floors = [];
      for (let i = 0; i < repeats; i++) {
        floors.push(await firstMenu(`http://${host}/api/health`, profile, true));
        runs.push(await firstMenu(menuUrl, profile, false));
      }
      const target = targets[profile.name];
      rows.push({
        network: profile.name,
        'first menu s (min/med/max)': stats(
          runs.map((r) => r.seconds),
          2,
        ),
        'floor: tiny page s': stats(
          floors.map((r) => r.seconds),
          2,
        ),
        'KiB to first menu': stats(
          runs.map((r) => r.kib),
          0,
        ),
        target: target ? `≤ ${target.seconds} s, ≤ ${target.kib} KiB` : '',
      });
    }
    console.log(
      `\ndiner's first menu on a phone (390×844 @3×, 12 photos of 4000×3000, originals ${Math.round(originalBytes / 1024)} KiB in all)`,
    );
    console.table(rows);
    return { originalKiB: Math.round(originalBytes / 1024), rows };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}
