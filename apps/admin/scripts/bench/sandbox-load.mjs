// The sandbox under load, as a training room uses it: a sandbox keeping its data in a temporary
// file, 20 photos of 5 MB uploaded and shown on products, then clients reading the product list
// and saving products at the same time (autocannon, one run for each, so each has its own
// latencies). The sandbox runs in its own process, autocannon in this one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSandbox, stop } from './servers.mjs';

const PHOTOS = 20;
const PHOTO_BYTES = 5 * 1024 * 1024;
/** The product list as the admin reads it: its first page of 20. */
const LIST_PATH = '/api/admin/catalog/product/list?page=1&pageSize=20';
const SAVE_PATH = '/api/admin/catalog/product/edit';
/** Unmeasured: the sandbox's code is compiled and its caches warm before the clock runs. */
const WARM_UP_SECONDS = 2;

/** Settings from the environment: BENCH_LOAD_SECONDS (20), BENCH_LOAD_CLIENTS (10, a fifth save). */
function loadSettings(env = process.env) {
  const seconds = Number(env.BENCH_LOAD_SECONDS || 20);
  const clients = Number(env.BENCH_LOAD_CLIENTS || 10);
  if (!(seconds > 0) || !Number.isInteger(clients) || clients < 2) {
    throw new Error('BENCH_LOAD_SECONDS must be > 0 and BENCH_LOAD_CLIENTS a whole number ≥ 2');
  }
  const savers = Math.max(1, Math.round(clients / 5));
  return {
    seconds,
    readers: clients - savers,
    savers,
    port: Number(env.BENCH_SANDBOX_PORT || 4096),
  };
}

async function call(base, method, pathname, { token, json, form } = {}) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : form,
  });
  if (!response.ok) {
    throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  }
  return response.status === 204 ? undefined : response.json();
}

/** A JPEG of 5 MB: its signature, then random bytes, which compress no better than a photo. */
function photo() {
  const bytes = randomBytes(PHOTO_BYTES);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new Blob([bytes], { type: 'image/jpeg' });
}

/** Uploads the photos and makes each the first image of one of the list's products. */
async function loadPhotos(base, token) {
  const { items } = await call(base, 'GET', LIST_PATH, { token });
  const products = [];
  for (const [index, item] of items.slice(0, PHOTOS).entries()) {
    const form = new FormData();
    form.append('file', photo(), `photo-${index + 1}.jpg`);
    form.append('order', '1');
    const image = await call(base, 'POST', '/api/admin/catalog/image/save', { token, form });
    const product = await call(base, 'GET', `/api/admin/catalog/product/edit/${item.id}`, {
      token,
    });
    const images = [image, ...product.images.map((old) => ({ ...old, order: old.order + 1 }))];
    products.push(await call(base, 'POST', SAVE_PATH, { token, json: { ...product, images } }));
  }
  if (products.length < PHOTOS) throw new Error(`only ${products.length} products to show photos`);
  return products;
}

/** Reads and saves at the same time for `seconds`; each run's result as autocannon gives it. */
function runLoad(base, token, products, { seconds, readers, savers }) {
  const headers = { Authorization: `Bearer ${token}` };
  let saved = 0;
  const bodies = products.map((product) => JSON.stringify(product));
  const reads = autocannon({
    url: `${base}${LIST_PATH}`,
    connections: readers,
    duration: seconds,
    headers,
  });
  const saves = autocannon({
    url: `${base}${SAVE_PATH}`,
    connections: savers,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        // Each save is of the next product with a photo, so the saves go round all of them.
        setupRequest: (request) => ({ ...request, body: bodies[(saved += 1) % bodies.length] }),
      },
    ],
  });
  return Promise.all([reads, saves]);
}

/** What a figure reads of one run: requests per second, latencies, and every failed request. */
function summary(result) {
  return {
    perSecond: result.requests.average,
    total: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.non2xx,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function measureSandboxLoad(log, settings = loadSettings()) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-sandbox-'));
  const sandbox = await startSandbox(settings.port, path.join(folder, 'data.json'));
  try {
    const base = `http://127.0.0.1:${settings.port}`;
    const { token } = await call(base, 'POST', '/api/user/login', {
      json: { userName: 'admin', password: 'admin123' },
    });
    log(`load: uploading ${PHOTOS} photos of ${PHOTO_BYTES / 1024 / 1024} MB`);
    const products = await loadPhotos(base, token);
    await runLoad(base, token, products, { ...settings, seconds: WARM_UP_SECONDS });
    log(
      `load: ${settings.readers} clients reading the product list, ${settings.savers} saving ` +
        `products, for ${settings.seconds} s`,
    );
    const [reads, saves] = await runLoad(base, token, products, settings);
    return { settings, reads: summary(reads), saves: summary(saves) };
  } finally {
    await stop(sandbox);
    rmSync(folder, { recursive: true, force: true });
  }
}
