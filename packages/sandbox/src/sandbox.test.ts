import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as schemas from '@shop/api-client/schemas';
import { startSandbox, type Sandbox } from './index';
import { caller, form, login, overHttp, PNG, pngFile } from './test/harness';

const started: Sandbox[] = [];
const folders: string[] = [];

async function start(dataFile?: string) {
  const sandbox = await startSandbox({ port: 0, quiet: true, dataFile });
  started.push(sandbox);
  const transport = overHttp(sandbox.url);
  return { sandbox, api: caller(transport, (await login(transport)).token), transport };
}

function tempFile(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-test-'));
  folders.push(folder);
  return path.join(folder, 'nested', 'data.json');
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((sandbox) => sandbox.stop()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('startSandbox', () => {
  it('answers health and restores the seed on reset (HTTP and reset())', async () => {
    const { sandbox, api, transport } = await start();
    expect(await (await fetch(`${sandbox.url}/__sandbox/health`)).json()).toEqual({ ok: true });
    const seeded = sandbox.dump();
    await api.post('/api/admin/city', {
      name: 'Временный',
      isEnabled: true,
      location: { lat: 1, lon: 1 },
    });
    expect(sandbox.dump().cities).toHaveLength(seeded.cities.length + 1);

    const reset = await fetch(`${sandbox.url}/__sandbox/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(reset.status).toBe(204);
    expect(sandbox.dump().cities).toEqual(seeded.cities);

    await api.delete('/api/admin/city/1');
    sandbox.reset();
    expect(sandbox.dump().cities).toEqual(seeded.cities);
    // A reset also forgets the refresh tokens issued before it.
    expect(sandbox.dump().refreshTokens).toEqual([]);
    expect(await login(transport)).toHaveProperty('token');
  });

  it('dump() is a deep copy', async () => {
    const { sandbox } = await start();
    const copy = sandbox.dump();
    const first = copy.cities[0];
    if (first) first.name = 'Изменено';
    expect(sandbox.dump().cities[0]?.name).not.toBe('Изменено');
  });

  it('writes the data file at start and after each change, and loads it after a restart', async () => {
    const file = tempFile();
    const first = await start(file);
    await first.sandbox.flush();
    const { secret, ...written } = JSON.parse(readFileSync(file, 'utf8'));
    expect(written).toEqual(first.sandbox.dump());
    expect(secret).toEqual(expect.any(String));
    const city = schemas.zSaveCityResponse.parse(
      (
        await first.api.post('/api/admin/city', {
          name: 'Янтарный',
          isEnabled: true,
          location: { lat: 54.87, lon: 19.94 },
        })
      ).body,
    );
    const upload = schemas.zUploadCatalogImageResponse.parse(
      (await first.api.post('/api/admin/catalog/image/save', form({ file: pngFile() }))).body,
    );
    await first.sandbox.stop();
    // stop() wrote the last change.
    expect(JSON.parse(readFileSync(file, 'utf8')).cities).toContainEqual(city);

    const second = await start(file);
    expect((await second.api.get(`/api/admin/city/${city.id}`)).body).toEqual(city);
    const picture = await fetch(`${second.sandbox.url}${upload.path}`);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
    const next = schemas.zSaveCityResponse.parse(
      (
        await second.api.post('/api/admin/city', {
          name: 'Светлый',
          isEnabled: true,
          location: { lat: 54.68, lon: 20.13 },
        })
      ).body,
    );
    expect(next.id).toBeGreaterThan(city.id);
  });
});
