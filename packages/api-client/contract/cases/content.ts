import { ifMatch, toFormData, type ApiClient } from '../../src';
import { zAddSlideResponse, zUploadNewsImageResponse } from '../../src/schemas';
import { keepCreated, need, readId } from '../scenario';
import { byId, deleteOwn, firstOf, page, type Step, valid } from './types';

/** Whole minutes: the admin sends news dates with seconds at 00.000. */
function minute(offsetDays = 0) {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  date.setUTCSeconds(0, 0);
  return date.toISOString();
}

// The slider is one list saved whole (no delete call, no hidden slide), so only with --allow=lists:
// the run sends it exactly as read plus or minus its own slide, with If-Match, so a server with
// ETags refuses (412) rather than undo a staff edit made since.
async function removeSlide(api: ApiClient, id: number) {
  const list = await api.GET('/api/admin/common/slider');
  if (!list.data || !list.data.some((slide) => slide.id === id)) return list;
  return api.PUT('/api/admin/common/slider/save', {
    params: { header: ifMatch(list.response.headers.get('ETag')) },
    body: list.data.filter((slide) => slide.id !== id),
  });
}

export const newsSteps: Step[] = [
  {
    operationId: 'listNews',
    async run(scenario, client) {
      const result = await client.GET('/api/admin/news/list', page());
      scenario.first.news = firstOf(result.data);
      return result;
    },
  },
  {
    operationId: 'uploadNewsImage',
    async run(scenario, client) {
      const result = await client.POST('/api/admin/news/image/save', {
        body: { file: scenario.image(), order: 1 },
        bodySerializer: toFormData,
      });
      scenario.own.newsImage = valid(zUploadNewsImageResponse, result.data);
      return result;
    },
  },
  {
    operationId: 'saveNews',
    async run(scenario, client) {
      const title = `${scenario.config.label}: новость`;
      const image = scenario.own.newsImage;
      const result = await client.POST('/api/admin/news', {
        body: {
          title,
          isPublished: false,
          startDateUtc: minute(),
          endDateUtc: minute(7),
          content: 'Создана проверкой контракта и удаляется в её конце.',
          images: image ? [image] : [],
        },
      });
      scenario.own.news = keepCreated(scenario, result, {
        thing: 'news item',
        name: title,
        remove: (api, id) => api.DELETE('/api/admin/news/{id}', byId(id)),
      });
      return result;
    },
  },
  {
    operationId: 'getNews',
    run: (scenario, client) =>
      client.GET('/api/admin/news/{id}', byId(readId(scenario, 'news', scenario.own.news))),
  },
];

export const pushSteps: Step[] = [
  {
    operationId: 'sendPush',
    effect: 'push',
    run: ({ config }, client) =>
      client.POST('/api/admin/push', {
        // Even when allowed, aim at nobody: an average check of at least a billion, bought
        // within one minute in the year 2000.
        body: {
          sendAll: false,
          caption: config.label,
          text: 'Проверка контракта API. Если вы видите это сообщение, просто удалите его.',
          averageSum: 1_000_000_000,
          lessAverageSum: false,
          buyDateStart: '2000-01-01T00:00:00.000Z',
          buyDateEnd: '2000-01-01T00:01:00.000Z',
        },
      }),
  },
];

export const slideSteps: Step[] = [
  {
    operationId: 'listSlides',
    run: (_scenario, client) => client.GET('/api/admin/common/slider'),
  },
  {
    operationId: 'addSlide',
    effect: 'lists',
    async run(scenario, client) {
      const content = `${scenario.config.label}: слайд`;
      const result = await client.POST('/api/admin/common/slider/add', {
        body: { file: scenario.image(), content },
        bodySerializer: toFormData,
      });
      keepCreated(scenario, result, { thing: 'slide', name: content, remove: removeSlide });
      scenario.own.slide = valid(zAddSlideResponse, result.data);
      return result;
    },
  },
  {
    operationId: 'saveSlides',
    effect: 'lists',
    async run(scenario, client) {
      const own = need(scenario.own.slide, 'no slide of its own: addSlide failed');
      const list = await client.GET('/api/admin/common/slider');
      const slides = need(
        list.data,
        'listSlides failed: the run never saves a list it did not read',
      );
      const body = slides.some((slide) => slide.id === own.id) ? slides : [...slides, own];
      return client.PUT('/api/admin/common/slider/save', {
        params: { header: ifMatch(list.response.headers.get('ETag')) },
        body,
      });
    },
  },
];

export const newsDeleteSteps: Step[] = [deleteOwn('deleteNews', 'news item', 'saveNews')];
