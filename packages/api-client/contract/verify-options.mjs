// contract:verify's options, variables and usage in one place, so script, suite and --help agree.
import { parseArgs } from 'node:util';

/** Calls with effects outside the API or on data not the run's own; each runs only when named in --allow. */
const EFFECTS = {
  push: 'sendPush sends a push mailing to customers\n(the run picks filters no customer should match)',
  sync: 'syncCatalog starts a catalogue synchronisation with iiko',
  'order-status':
    'setOrderStatus and setOrderPaymentStatus re-send the current statuses\nof the order CONTRACT_ORDER_ID (without it they are skipped)',
  lists:
    'addSlide and saveSlides change the home-screen slider, one list saved whole:\nthe run adds a slide (customers see it: slides cannot be hidden), saves the\nlist it read plus its slide, and later the list without it; a staff edit made\nbetween the read and the restore would be lost (a server that sends ETags\nrefuses the stale save with 412 instead)',
};

/** The same, as a skipped call's reason says it. */
export const EFFECT_SHORT = {
  push: 'a real push mailing',
  sync: 'a real iiko synchronisation',
  'order-status': "changes a real order's statuses",
  lists: 'saves the global slider whole',
};

/** The records the run only reads; each may be pinned by a variable, else the first listed one is read. */
export const READ_IDS = {
  category: {
    variable: 'CONTRACT_CATEGORY_ID',
    reads: 'getCategory, getCategoryProductSort, getCategoryFilters',
  },
  product: { variable: 'CONTRACT_PRODUCT_ID', reads: 'getProduct' },
  news: { variable: 'CONTRACT_NEWS_ID', reads: 'getNews' },
  order: {
    variable: 'CONTRACT_ORDER_ID',
    reads: 'getOrder; the order whose statuses --allow=order-status re-sends',
  },
  user: { variable: 'CONTRACT_USER_ID', reads: 'getUser, listUserPromotions' },
  store: { variable: 'CONTRACT_STORE_ID', reads: 'getStore' },
  city: { variable: 'CONTRACT_CITY_ID', reads: 'getCity' },
  bartender: { variable: 'CONTRACT_BARTENDER_ID', reads: 'getBartender, listBartenderVotes' },
};

const FILE_ID_VARIABLE = 'CONTRACT_FILE_ID';

export function usage() {
  const effects = Object.entries(EFFECTS).map(
    ([name, text]) => `  ${name.padEnd(13)} ${text.replace(/\n/g, `\n${' '.repeat(16)}`)}`,
  );
  const ids = Object.values(READ_IDS).map(
    ({ variable, reads }) => `  ${variable.padEnd(24)} ${reads}`,
  );
  return [
    'Usage: pnpm contract:verify <base-url> [options]',
    '       e.g. CONTRACT_USERNAME=admin CONTRACT_PASSWORD=secret pnpm contract:verify http://localhost:5000',
    '',
    'Checks a running server against the contract: every operation of the spec goes through',
    'Prism (proxy mode, --errors), which reports each request or response that breaks the spec;',
    'every response is also parsed with its generated zod schema. The run creates the records it',
    'changes or deletes (named "Проверка контракта <date time>") and deletes them at the end.',
    '',
    'Options:',
    '  --read-only             only the GET calls (plus login and refresh); the rest is skipped',
    `  --allow=<list>          comma-separated effects to run: ${Object.keys(EFFECTS).join(', ')}`,
    '  --reporter=junit        also write a JUnit XML report (one testcase per operation)',
    '  --output-file=<path>    where the JUnit report goes (default contract-junit.xml in the',
    '                          folder the command runs in)',
    '  -h, --help              this text',
    '',
    'Effects (skipped unless allowed):',
    ...effects,
    '',
    'Sign-in (one of the two is required):',
    '  CONTRACT_USERNAME, CONTRACT_PASSWORD  an account with the Admin role; the run signs in',
    '                                        with /api/user/login and refreshes the pair once',
    '  CONTRACT_TOKEN                        an access token to use instead (login is skipped)',
    '  CONTRACT_REFRESH_TOKEN                with CONTRACT_TOKEN: its refresh token (else the',
    '                                        refresh call is skipped)',
    '',
    'Records only read (the run reads its own records where it made one; otherwise these, else',
    'the first item of the list):',
    ...ids,
    `  ${FILE_ID_VARIABLE.padEnd(24)} downloadFile (a file id; no call lists files, so it is skipped without it)`,
    '',
    'Behaviour checks (after the operations: round trips, delete, paging, search, filters,',
    'If-Match, sessions, auth, bad input; each a line of the summary):',
    '  CONTRACT_CUSTOMER_USERNAME, CONTRACT_CUSTOMER_PASSWORD  a Customer account: admin calls',
    '                          made with its token must be refused (else that check is skipped)',
    '  CONTRACT_CHECKS=<list>  only these checks (comma-separated names), no operations;',
    '                          "none": the operations only',
    '',
    'CONTRACT_ALLOW=<list> and CONTRACT_READ_ONLY=1 do the same as the options, for CI jobs.',
    '',
    'Exit code: 0 when every call honours the contract, 1 on any failure (or a record it could',
    'not delete), 2 on a usage error; 130 or 143 when stopped by SIGINT or SIGTERM (it deletes',
    'what it made first; allow it about 30 s before a kill).',
  ].join('\n');
}

const customer = (userName, password) => (userName && password ? { userName, password } : null);

const isPositiveInteger = (value) => /^[1-9][0-9]*$/.test(value);

/**
 * The variables the suite reads, checked. `errors` lists what is wrong, for exit code 2.
 * @param {Record<string, string | undefined>} env
 */
export function readVerifyEnv(env) {
  const errors = [];
  const value = (name) => (env[name] && env[name].trim() !== '' ? env[name].trim() : undefined);
  const userName = value('CONTRACT_USERNAME');
  const password = value('CONTRACT_PASSWORD');
  const token = value('CONTRACT_TOKEN');
  if ((userName === undefined) !== (password === undefined)) {
    errors.push('Set both CONTRACT_USERNAME and CONTRACT_PASSWORD.');
  }
  const credentials = userName && password ? { userName, password } : null;
  if (!credentials && !token && errors.length === 0) {
    errors.push(
      'No credentials: set CONTRACT_USERNAME and CONTRACT_PASSWORD (or CONTRACT_TOKEN). The run never makes up a token.',
    );
  }
  const ids = {};
  for (const [thing, { variable }] of Object.entries(READ_IDS)) {
    const raw = value(variable);
    if (raw === undefined) continue;
    if (isPositiveInteger(raw)) ids[thing] = Number(raw);
    else errors.push(`${variable} must be a positive integer, not "${raw}".`);
  }
  const allow = (value('CONTRACT_ALLOW') ?? '').split(',').filter((name) => name !== '');
  for (const name of allow) {
    if (!(name in EFFECTS)) errors.push(`Unknown effect "${name}" in --allow.`);
  }
  return {
    errors,
    credentials,
    token: token ? { token, refreshToken: value('CONTRACT_REFRESH_TOKEN') ?? null } : null,
    ids,
    fileId: value(FILE_ID_VARIABLE) ?? null,
    allow,
    readOnly: value('CONTRACT_READ_ONLY') === '1',
    customer: customer(value('CONTRACT_CUSTOMER_USERNAME'), value('CONTRACT_CUSTOMER_PASSWORD')),
    // null: every check; []: none (CONTRACT_CHECKS=none).
    checks:
      value('CONTRACT_CHECKS')
        ?.split(',')
        .filter((name) => name !== '' && name !== 'none') ?? null,
  };
}

/**
 * Options go to the suite as variables (CONTRACT_ALLOW, CONTRACT_READ_ONLY), so CI may set either.
 * @param {string[]} argv
 */
export function parseVerifyArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        'read-only': { type: 'boolean' },
        allow: { type: 'string' },
        reporter: { type: 'string' },
        'output-file': { type: 'string' },
      },
    });
  } catch (error) {
    return { errors: [error instanceof Error ? error.message : String(error)] };
  }
  const { values, positionals } = parsed;
  const errors = [];
  const [url, ...rest] = positionals;
  if (values.help) return { help: true, errors };
  if (!url || !/^https?:\/\//.test(url))
    errors.push('Give the base URL of the server (http:// or https://).');
  if (rest.length > 0) errors.push(`Unexpected arguments: ${rest.join(' ')}`);
  if (values['output-file'] !== undefined && values.reporter !== 'junit') {
    errors.push('--output-file goes with --reporter=junit.');
  }
  if (values.reporter !== undefined && values.reporter !== 'junit') {
    errors.push(`Unknown reporter "${values.reporter}" (only junit).`);
  }
  return {
    errors,
    url: url?.replace(/\/+$/, ''),
    readOnly: values['read-only'] === true,
    allow: values.allow,
    junitFile: values.reporter === 'junit' ? (values['output-file'] ?? 'contract-junit.xml') : null,
  };
}
