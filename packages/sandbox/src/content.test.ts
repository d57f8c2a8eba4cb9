import { describe, expect, it } from 'vitest';
import * as schemas from '@shop/api-client/schemas';
import { createTestSandbox, form, PNG, pngFile } from './test/harness';

const NEWS = '/api/admin/news';
const SLIDER = '/api/admin/common/slider';

describe('news', () => {
  it('create → get → list newest first and search → update → delete → 404', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const created = await api.post(NEWS, {
      title: 'Ярмарка выходного дня',
      isPublished: true,
      content: 'Домашние соусы и выпечка',
      // A zone-less instant is read as UTC and stored with its zone.
      startDateUtc: '2026-12-01T09:00:00',
      endDateUtc: null,
    });
    const item = schemas.zSaveNewsResponse.parse(created.body);
    expect(item).toMatchObject({
      isPublished: true,
      startDateUtc: '2026-12-01T09:00:00.000Z',
      endDateUtc: null,
    });
    expect((await api.get(`${NEWS}/${item.id}`)).body).toEqual(item);

    const first = schemas.zListNewsResponse.parse((await api.get(`${NEWS}/list?pageSize=20`)).body);
    expect(first.items[0]?.id).toBe(item.id);
    const found = schemas.zListNewsResponse.parse(
      (await api.get(`${NEWS}/list?search=ВЫПЕЧКА`)).body,
    );
    expect(found.items.map((news) => news.id)).toEqual([item.id]);

    const updated = await api.post(NEWS, { id: item.id, title: 'Ярмарка', isPublished: true });
    // Fields left out keep their values.
    expect(updated.body).toMatchObject({ title: 'Ярмарка', content: 'Домашние соусы и выпечка' });
    expect((await api.delete(`${NEWS}/${item.id}`)).status).toBe(204);
    expect((await api.get(`${NEWS}/${item.id}`)).status).toBe(404);
  });

  it('refuses an end date before the start, a missing title and an id that is not a number', async () => {
    const api = await createTestSandbox().admin();
    const dates = await api.post(NEWS, {
      title: 'Новость',
      isPublished: true,
      startDateUtc: '2026-12-02T00:00:00.000Z',
      endDateUtc: '2026-12-01T00:00:00.000Z',
    });
    expect(dates.body).toMatchObject({ errors: { endDateUtc: [expect.any(String)] } });
    const title = await api.post(NEWS, { title: '', isPublished: true });
    expect(title.body).toMatchObject({ errors: { title: ['Поле обязательно для заполнения'] } });
    expect((await api.get(`${NEWS}/abc`)).status).toBe(400);
    const broken = await api.post(NEWS, undefined);
    expect(broken.status).toBe(400);
  });
});

describe('slider', () => {
  it('adds a slide last with its uploaded picture, then saves order and removals', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const before = schemas.zListSlidesResponse.parse((await api.get(SLIDER)).body);
    const added = await api.post(
      `${SLIDER}/add`,
      form({ file: pngFile('new.png'), content: 'Новая карта' }),
    );
    const slide = schemas.zAddSlideResponse.parse(added.body);
    expect(slide.order).toBe(Math.max(...before.map((s) => s.order)) + 1);
    expect(slide.path).toMatch(/^\/media\/uploads\//);
    const picture = await sandbox.app.request(slide.path);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);

    const all = schemas.zListSlidesResponse.parse((await api.get(SLIDER)).body);
    expect(all.at(-1)).toEqual(slide);
    // Move the new slide first, drop the old first one, edit a text.
    const [dropped, ...kept] = all.slice(0, -1);
    const saved = [slide, ...kept].map((s, index) => ({
      ...s,
      order: index + 1,
      content: index === 1 ? 'Изменённый текст' : s.content,
    }));
    expect((await api.put(`${SLIDER}/save`, saved)).status).toBe(204);
    const after = schemas.zListSlidesResponse.parse((await api.get(SLIDER)).body);
    expect(after).toEqual(saved);
    expect(after.map((s) => s.id)).not.toContain(dropped?.id);
  });

  it('needs content and an image to add, content on every saved slide, and known ids', async () => {
    const api = await createTestSandbox().admin();
    const noContent = await api.post(`${SLIDER}/add`, form({ file: pngFile() }));
    expect(noContent.body).toMatchObject({
      errors: { content: ['Поле обязательно для заполнения'] },
    });
    const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
    const notImage = await api.post(`${SLIDER}/add`, form({ file: text, content: 'Текст' }));
    // Not a picture by its first bytes: refused as the admin refuses it (limits.test.ts).
    expect(notImage.status).toBe(415);
    const slides = schemas.zListSlidesResponse.parse((await api.get(SLIDER)).body);
    const empty = await api.put(
      `${SLIDER}/save`,
      slides.map((s) => ({ ...s, content: '' })),
    );
    expect(empty.status).toBe(422);
    const unknown = await api.put(`${SLIDER}/save`, [
      { id: 99_999, path: '/x.svg', content: 'x', order: 1 },
    ]);
    expect(unknown.body).toMatchObject({ errors: { '0.id': ['Запись не найдена'] } });
  });
});

describe('push mailings', () => {
  it('records a mailing with its audience, and checks caption length and filters', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const count = sandbox.state.data.pushMailings.length;
    const sent = await api.post('/api/admin/push', {
      sendAll: true,
      lessAverageSum: false,
      caption: 'Скидка',
      text: 'Только сегодня',
    });
    expect(sent.status).toBe(204);
    const customers = sandbox.state.data.users.filter((u) => u.role === 'Customer' && u.isEnabled);
    expect(sandbox.state.data.pushMailings).toHaveLength(count + 1);
    expect(sandbox.state.data.pushMailings.at(-1)).toMatchObject({
      caption: 'Скидка',
      recipients: customers.length,
    });

    const long = await api.post('/api/admin/push', {
      sendAll: true,
      lessAverageSum: false,
      caption: 'я'.repeat(151),
      text: 'Т',
    });
    expect(long.body).toMatchObject({ errors: { caption: ['Не длиннее 150 символов'] } });
    const noFilter = await api.post('/api/admin/push', {
      sendAll: false,
      lessAverageSum: false,
      caption: 'К',
      text: 'Т',
    });
    expect(noFilter.status).toBe(422);
    const oneDate = await api.post('/api/admin/push', {
      sendAll: false,
      lessAverageSum: false,
      caption: 'К',
      text: 'Т',
      buyDateStart: '2026-11-01T00:00:00.000Z',
    });
    expect(oneDate.body).toMatchObject({
      errors: { buyDateEnd: ['Поле обязательно для заполнения'] },
    });
  });
});
