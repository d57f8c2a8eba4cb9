import { toFormData } from '../../src';
import { zUploadBartenderImageResponse } from '../../src/schemas';
import { keepCreated, need, readId } from '../scenario';
import { byId, deleteOwn, firstOf, type Step, valid } from './types';

export const bartenderSteps: Step[] = [
  {
    operationId: 'listBartenders',
    async run(scenario, client) {
      const result = await client.GET('/api/admin/bartender/list');
      scenario.first.bartender = firstOf(result.data);
      return result;
    },
  },
  {
    operationId: 'uploadBartenderImage',
    async run(scenario, client) {
      const result = await client.POST('/api/admin/bartender/image/save', {
        body: { file: scenario.image() },
        bodySerializer: toFormData,
      });
      scenario.own.bartenderImage = valid(zUploadBartenderImageResponse, result.data)?.url;
      return result;
    },
  },
  {
    operationId: 'saveBartender',
    async run(scenario, client) {
      const { label } = scenario.config;
      const { store, bartenderImage } = scenario.own;
      const body = {
        lastName: 'Проверка контракта',
        name: label.replace('Проверка контракта ', ''),
        description: `${label}: бармен. Создан проверкой контракта и удаляется в её конце.`,
        tipsLink: null,
        imagePath: bartenderImage ?? null,
        // Works in the run's own store, if there is one.
        store: store ? { id: store.id, name: store.name, address: store.address } : null,
      };
      const result = await client.POST('/api/admin/bartender', { body });
      scenario.own.bartender = keepCreated(scenario, result, {
        thing: 'bartender',
        name: `${body.lastName} ${body.name}`,
        remove: (api, id) => api.DELETE('/api/admin/bartender/{id}', byId(id)),
      });
      return result;
    },
  },
  {
    operationId: 'getBartender',
    run: (scenario, client) =>
      client.GET(
        '/api/admin/bartender/{id}',
        byId(readId(scenario, 'bartender', scenario.own.bartender)),
      ),
  },
  {
    // A new bartender has no reviews, so the reviews of an existing one are read.
    operationId: 'listBartenderVotes',
    run: (scenario, client) =>
      client.GET(
        '/api/admin/bartender/{id}/votes',
        byId(
          need(
            scenario.config.ids.bartender ?? scenario.first.bartender ?? scenario.own.bartender,
            'no bartender to read: the list was empty or failed; set CONTRACT_BARTENDER_ID',
          ),
        ),
      ),
  },
];

export const bartenderDeleteSteps: Step[] = [
  deleteOwn('deleteBartender', 'bartender', 'saveBartender'),
];
