import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { breakingChanges } from '../scripts/breaking-changes.mjs';
import { compareVersions } from '../scripts/release-check.mjs';

// The newest published contract is the base: each case changes one thing in a copy of it, so
// the guard is tried on the real schemas (shared, recursive, used both ways) clients rely on.
const releases = new URL('../releases/', import.meta.url);
const newest = readdirSync(releases)
  .filter((file) => /^\d+\.\d+\.\d+\.json$/.test(file))
  .map((file) => file.slice(0, -5))
  .sort(compareVersions)
  .at(-1);
const release = JSON.parse(readFileSync(new URL(`${newest}.json`, releases), 'utf8'));

const schemas = (doc) => doc.components.schemas;
const property = (schema, name) => (doc) => schemas(doc)[schema].properties[name];
const without = (list, item) => list.filter((value) => value !== item);
const caption = property('PushMailing', 'caption');
const averageSum = property('PushMailing', 'averageSum');
const cityName = property('CityInput', 'name');
const links = property('ProductLinksSave', 'links');
const workTime = property('StoreInput', 'workTime');
const orderNumber = property('OrderSummary', 'number');
const orderParameters = (doc) => doc.paths['/api/admin/orders'].get.parameters;
const cityAnswer = (doc) => doc.paths['/api/admin/city/{id}'].get.responses['200'];
const fileAnswer = (doc) => doc.paths['/api/file/{id}'].get.responses['200'];

/**
 * The breaking changes that `edit` makes to a copy of the release; `before` first edits the
 * release itself, for a case that needs something the release does not have.
 */
function changed({ edit, before }) {
  const base = structuredClone(release);
  before?.(base);
  const doc = structuredClone(base);
  edit(doc);
  return breakingChanges(base, doc);
}

/**
 * Each case makes one breaking change. `found` is the exact list of lines, or a pattern every
 * line matches: a change to a shared schema or parameter is reported at each place it reaches.
 */
const BREAKING = [
  {
    name: 'an operation removed',
    edit: (doc) => delete doc.paths['/api/admin/news/{id}'].delete,
    found: ['DELETE /api/admin/news/{id}: operation removed'],
  },
  {
    name: 'a path removed: each of its operations',
    edit: (doc) => delete doc.paths['/api/admin/city/{id}'],
    found: [
      'GET /api/admin/city/{id}: operation removed',
      'DELETE /api/admin/city/{id}: operation removed',
    ],
  },
  {
    name: 'a response property removed',
    edit: (doc) => {
      delete schemas(doc).OrderSummary.properties.totalSum;
      schemas(doc).OrderSummary.required = without(schemas(doc).OrderSummary.required, 'totalSum');
    },
    found: /totalSum: response property removed$/,
  },
  {
    name: 'a response property made optional',
    edit: (doc) => {
      schemas(doc).OrderSummary.required = without(schemas(doc).OrderSummary.required, 'number');
    },
    found:
      /^GET \/api\/admin\/orders(\/\{id\})? 200 application\/json.*\.number: response property made optional$/,
  },
  {
    name: 'a response property made nullable, as a type list',
    edit: (doc) => (property('OrderSummary', 'totalSum')(doc).type = ['number', 'null']),
    found: /totalSum: made nullable$/,
  },
  {
    name: 'a response property made nullable, as a null branch',
    edit: (doc) => {
      const items = schemas(doc).ProductLinks.allOf[1].properties.links;
      items.items = { oneOf: [items.items, { type: 'null' }] };
    },
    found: /links\[\]: made nullable$/,
  },
  {
    name: 'a request property newly required',
    edit: (doc) => schemas(doc).PushMailing.required.push('averageSum'),
    found: [
      'POST /api/admin/push request application/json.averageSum: request property newly required',
    ],
  },
  {
    name: 'a new required parameter',
    edit: (doc) =>
      orderParameters(doc).push({
        name: 'storeId',
        in: 'query',
        required: true,
        schema: { type: 'integer' },
      }),
    found: ['GET /api/admin/orders parameter query storeId: newly required'],
  },
  {
    name: 'a parameter made required',
    edit: (doc) => (doc.components.parameters.Search.required = true),
    found: /^GET \S+ parameter query search: newly required$/,
  },
  {
    name: 'a request body newly required',
    edit: (doc) => {
      doc.paths['/api/admin/catalog/iiko/sync'].post.requestBody = {
        required: true,
        content: { 'application/json': { schema: { type: 'object' } } },
      };
    },
    found: ['POST /api/admin/catalog/iiko/sync request body: newly required'],
  },
  {
    name: 'a request media type no longer accepted',
    edit: (doc) => {
      const body = doc.paths['/api/admin/city'].post.requestBody;
      body.content = { 'application/xml': body.content['application/json'] };
    },
    found: ['POST /api/admin/city request application/json: media type no longer accepted'],
  },
  {
    name: 'an enum value removed, in a request or a response',
    edit: (doc) => (schemas(doc).PaymentType.enum = [1, 2]),
    found: /enum value\(s\) removed: 3$/,
  },
  {
    name: 'an enum value added to a response (zod in the admin rejects what it does not know)',
    edit: (doc) => schemas(doc).OrderStatus.enum.push(6),
    found: /^GET \/api\/admin\/orders.* 200 .*enum value\(s\) added to a response: 6$/,
  },
  {
    name: 'a type changed',
    edit: (doc) => (schemas(doc).OrderSummary.properties.number = { type: 'integer' }),
    found: /number: type changed from string to integer$/,
  },
  {
    name: 'a success status code changed',
    edit: (doc) => {
      const responses = doc.paths['/api/admin/news'].post.responses;
      responses['201'] = responses['200'];
      delete responses['200'];
    },
    found: ['POST /api/admin/news 200: success status changed to 201'],
  },
  {
    name: 'security added to an open operation',
    edit: (doc) => delete doc.paths['/api/user/login'].post.security,
    found: ['POST /api/user/login: security added'],
  },
  {
    name: 'a change inside the recursive category tree',
    edit: (doc) => delete schemas(doc).Category.allOf[2].properties.categories,
    found: /categories: response property removed$/,
  },
  {
    name: 'request maxLength lowered',
    edit: (doc) => (caption(doc).maxLength = 100),
    found: ['POST /api/admin/push request application/json.caption: maxLength lowered 150 → 100'],
  },
  {
    name: 'request maxLength added (reported for the request, not the answer sharing it)',
    edit: (doc) => (cityName(doc).maxLength = 100),
    found: ['POST /api/admin/city request application/json.name: maxLength added: 100'],
  },
  {
    name: 'request minLength raised',
    edit: (doc) => (caption(doc).minLength = 3),
    found: ['POST /api/admin/push request application/json.caption: minLength raised 1 → 3'],
  },
  {
    name: 'request pattern added',
    edit: (doc) => (cityName(doc).pattern = '^\\S'),
    found: ['POST /api/admin/city request application/json.name: pattern added: ^\\S'],
  },
  {
    name: 'pattern changed (either way: a regular expression cannot be ordered)',
    edit: (doc) => (schemas(doc).WorkTime.properties.from.pattern = '^\\d\\d:\\d\\d$'),
    found: /workTime\[\]\.from: pattern changed \^\(\[01\].* → \^\\d\\d:\\d\\d\$$/,
  },
  {
    name: 'request minimum raised',
    edit: (doc) => (averageSum(doc).minimum = 100),
    found: ['POST /api/admin/push request application/json.averageSum: minimum raised 0 → 100'],
  },
  {
    name: 'request minimum added',
    before: (doc) => delete averageSum(doc).minimum,
    edit: (doc) => (averageSum(doc).minimum = 0),
    found: ['POST /api/admin/push request application/json.averageSum: minimum added: 0'],
  },
  {
    name: 'request exclusiveMinimum replacing an equal minimum',
    edit: (doc) => {
      delete averageSum(doc).minimum;
      averageSum(doc).exclusiveMinimum = 0;
    },
    found: [
      'POST /api/admin/push request application/json.averageSum: minimum tightened: minimum 0 → exclusiveMinimum 0',
    ],
  },
  {
    name: 'request maximum lowered',
    edit: (doc) => (property('GeoPoint', 'lat')(doc).maximum = 80),
    found: /^(POST|PUT) \S+ request application\/json\S*\.lat: maximum lowered 90 → 80$/,
  },
  {
    name: 'request maximum added',
    edit: (doc) => (averageSum(doc).maximum = 1000000),
    found: ['POST /api/admin/push request application/json.averageSum: maximum added: 1000000'],
  },
  {
    name: 'request exclusiveMaximum added',
    edit: (doc) => (averageSum(doc).exclusiveMaximum = 1000000),
    found: [
      'POST /api/admin/push request application/json.averageSum: exclusiveMaximum added: 1000000',
    ],
  },
  {
    name: 'request minItems raised',
    edit: (doc) => (workTime(doc).minItems = 8),
    found: ['POST /api/admin/store/ request application/json.workTime: minItems raised 7 → 8'],
  },
  {
    name: 'request maxItems lowered',
    edit: (doc) => (workTime(doc).maxItems = 6),
    found: ['POST /api/admin/store/ request application/json.workTime: maxItems lowered 7 → 6'],
  },
  {
    name: 'format changed (either way)',
    edit: (doc) => (schemas(doc).UtcDateTime.format = 'date'),
    found: /: format changed date-time → date$/,
  },
  {
    name: 'request format added',
    edit: (doc) => (property('LogoutRequest', 'refreshToken')(doc).format = 'uuid'),
    found: ['POST /api/user/logout request application/json.refreshToken: format added: uuid'],
  },
  {
    name: 'response format removed (reported for answers only)',
    edit: (doc) => delete schemas(doc).UtcDateTime.format,
    found: /^(GET|POST|PUT) \S+ 2\d\d application\/json\S*: format removed \(was date-time\)$/,
  },
  {
    name: 'response maxLength removed',
    before: (doc) => (orderNumber(doc).maxLength = 20),
    edit: (doc) => delete orderNumber(doc).maxLength,
    found: /^GET \/api\/admin\/orders\S* 200 \S+\.number: maxLength removed \(was 20\)$/,
  },
  {
    name: 'response maxLength raised',
    before: (doc) => (orderNumber(doc).maxLength = 20),
    edit: (doc) => (orderNumber(doc).maxLength = 40),
    found: /^GET \/api\/admin\/orders\S* 200 \S+\.number: maxLength raised 20 → 40$/,
  },
  {
    name: 'response minimum lowered',
    edit: (doc) => (property('OrderSummary', 'totalSum')(doc).minimum = -1),
    found: /^GET \/api\/admin\/orders\S* 200 \S+\.totalSum: minimum lowered 0 → -1$/,
  },
  {
    name: 'response maximum raised',
    edit: (doc) => (property('BartenderVote', 'rating')(doc).maximum = 10),
    found: [
      'GET /api/admin/bartender/{id}/votes 200 application/json[].rating: maximum raised 5 → 10',
    ],
  },
  {
    name: 'response pattern removed',
    before: (doc) => (orderNumber(doc).pattern = '^\\d+$'),
    edit: (doc) => delete orderNumber(doc).pattern,
    found: /^GET \/api\/admin\/orders\S* 200 \S+\.number: pattern removed \(was \^\\d\+\$\)$/,
  },
  {
    name: 'response header removed',
    edit: (doc) => delete cityAnswer(doc).headers.ETag,
    found: ['GET /api/admin/city/{id} 200 header ETag: response header removed'],
  },
  {
    name: 'response header made optional',
    before: (doc) => (fileAnswer(doc).headers['Content-Disposition'].required = true),
    edit: (doc) => (fileAnswer(doc).headers['Content-Disposition'].required = false),
    found: ['GET /api/file/{id} 200 header Content-Disposition: response header made optional'],
  },
  {
    name: 'response header type changed',
    edit: (doc) => (doc.components.headers.ETag.schema = { type: 'integer' }),
    found: /^\w+ \S+ 2\d\d header ETag: type changed from string to integer$/,
  },
  {
    name: 'parameter moved from query to header',
    edit: (doc) => (orderParameters(doc).find((p) => p.name === 'orderStatus').in = 'header'),
    found: ['GET /api/admin/orders parameter query orderStatus: moved to header'],
  },
  {
    name: 'parameter removed',
    edit: (doc) => {
      const parameters = orderParameters(doc);
      parameters.splice(
        parameters.findIndex((p) => p.name === 'dateTo'),
        1,
      );
    },
    found: ['GET /api/admin/orders parameter query dateTo: removed'],
  },
  {
    name: 'parameter maxLength added',
    edit: (doc) => (doc.components.parameters.Search.schema.maxLength = 100),
    found: /^GET \S+ parameter query search: maxLength added: 100$/,
  },
  {
    name: 'parameter minimum raised',
    edit: (doc) => (doc.components.parameters.PageSize.schema.minimum = 10),
    found: /^GET \S+ parameter query pageSize: minimum raised 1 → 10$/,
  },
  {
    name: 'parameter format changed',
    edit: (doc) => (orderParameters(doc).find((p) => p.name === 'dateFrom').schema.format = 'date'),
    found: ['GET /api/admin/orders parameter query dateFrom: format changed date-time → date'],
  },
  {
    name: 'header parameter pattern added',
    edit: (doc) => (doc.components.parameters.IfMatch.schema.pattern = '^(W/)?"'),
    found: /^(POST|PUT) \S+ parameter header If-Match: pattern added: \^\(W\/\)\?"$/,
  },
];

/** Each case makes changes that must pass. */
const SAFE = [
  { name: 'the unchanged contract', edit: () => {} },
  {
    name: 'new operations, optional fields, error responses and request enum values',
    edit: (doc) => {
      doc.paths['/api/admin/health'] = {
        get: { operationId: 'health', responses: { 204: { description: 'Up.' } } },
      };
      schemas(doc).OrderSummary.properties.storeName = { type: ['string', 'null'] };
      schemas(doc).CityInput.properties.timeZone = { type: 'string' };
      doc.paths['/api/admin/news'].post.responses['409'] = { description: 'Conflict.' };
      orderParameters(doc).push({
        name: 'status',
        in: 'query',
        schema: { type: 'integer', enum: [1, 2] },
      });
      schemas(doc).OrderSummary.required = without(schemas(doc).OrderSummary.required, 'id');
      schemas(doc).OrderSummary.required.push('id');
    },
  },
  {
    name: 'a request property made optional or nullable, a response property made required',
    edit: (doc) => {
      // PushMailing is only ever sent, StoreListItem only ever received.
      schemas(doc).PushMailing.required = ['sendAll', 'caption'];
      property('PushMailing', 'text')(doc).type = ['string', 'null'];
      schemas(doc).StoreListItem.required.push('isBranded');
    },
  },
  { name: 'request maxLength raised', edit: (doc) => (caption(doc).maxLength = 200) },
  { name: 'request maxLength removed', edit: (doc) => delete caption(doc).maxLength },
  { name: 'request minLength lowered', edit: (doc) => (caption(doc).minLength = 0) },
  { name: 'request minimum lowered', edit: (doc) => (averageSum(doc).minimum = -100) },
  {
    name: 'request maximum raised',
    before: (doc) => (averageSum(doc).maximum = 100),
    edit: (doc) => (averageSum(doc).maximum = 1000),
  },
  {
    name: 'request minItems lowered and maxItems removed',
    before: (doc) => Object.assign(links(doc), { minItems: 1, maxItems: 50 }),
    edit: (doc) => {
      links(doc).minItems = 0;
      delete links(doc).maxItems;
    },
  },
  {
    name: 'request pattern removed',
    before: (doc) => (property('LogoutRequest', 'refreshToken')(doc).pattern = '^\\S+$'),
    edit: (doc) => delete property('LogoutRequest', 'refreshToken')(doc).pattern,
  },
  {
    name: 'request format removed',
    edit: (doc) => delete property('LoginRequest', 'password')(doc).format,
  },
  {
    name: 'response maxLength lowered',
    before: (doc) => (orderNumber(doc).maxLength = 20),
    edit: (doc) => (orderNumber(doc).maxLength = 10),
  },
  { name: 'response maxLength added', edit: (doc) => (orderNumber(doc).maxLength = 20) },
  {
    name: 'response minimum raised',
    edit: (doc) => (property('OrderSummary', 'totalSum')(doc).minimum = 1),
  },
  { name: 'response pattern added', edit: (doc) => (orderNumber(doc).pattern = '^\\d+$') },
  { name: 'response format added', edit: (doc) => (orderNumber(doc).format = 'uuid') },
  {
    name: 'a new optional response header',
    edit: (doc) => {
      cityAnswer(doc).headers['Last-Modified'] = { schema: { type: 'string' } };
    },
  },
  {
    name: 'a response header made required',
    edit: (doc) => (fileAnswer(doc).headers['Content-Disposition'].required = true),
  },
  {
    name: 'a response header renamed in case only',
    edit: (doc) => {
      const headers = cityAnswer(doc).headers;
      headers.etag = headers.ETag;
      delete headers.ETag;
    },
  },
  {
    name: 'a new optional query parameter',
    edit: (doc) =>
      orderParameters(doc).push({ name: 'storeId', in: 'query', schema: { type: 'integer' } }),
  },
  {
    name: 'a description changed',
    edit: (doc) => {
      doc.paths['/api/admin/orders'].get.description = 'Заказы.';
      caption(doc).description = 'Заголовок пуша.';
    },
  },
  {
    name: 'a new example',
    edit: (doc) => {
      property('OrderSummary', 'totalSum')(doc).example = 99;
      cityAnswer(doc).content['application/json'].examples = {
        other: { value: { id: 2, name: 'Москва', isEnabled: true, location: { lat: 0, lon: 0 } } },
      };
    },
  },
];

describe(`breaking changes to ${newest}`, () => {
  for (const { name, found, ...edits } of BREAKING) {
    it(name, () => {
      const problems = changed(edits);
      if (Array.isArray(found)) {
        assert.deepEqual(problems, found);
        return;
      }
      assert.ok(problems.length > 0, 'no breaking change found');
      for (const line of problems) assert.match(line, found);
    });
  }
});

describe(`safe changes to ${newest}`, () => {
  for (const { name, ...edits } of SAFE) {
    it(name, () => assert.deepEqual(changed(edits), []));
  }
});
