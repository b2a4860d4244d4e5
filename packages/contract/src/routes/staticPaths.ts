// Where the static files live: plain constants the start page needs, kept apart from their zod
// schemas (staticConfig.ts, runtimeConfig.ts re-export them) so importing them loads no zod. A leaf
// module: staticConfig.ts checks that the names below are documents of its table.

/** Path prefix of the static JSON documents on the API origin (spec §7). */
export const STATIC_JSON_PREFIX = '/sys-upload/data/json/';

/** Documents that also exist as `<name>_encrypt.json` (spec §7). */
export const encryptedStaticDocuments = [
  'config',
  'config_chat',
  'app_config',
  'registerLimit',
  'userLoginLimit',
  'userWithdrawLimit',
] as const;

/** The notice list is static JSON too, outside the typed table above because it is content. */
export const NOTICE_LIST_DOCUMENT = 'notice_list';

/** Where the app finds its runtime config.json, relative to its own base URL. */
export const RUNTIME_CONFIG_PATH = 'config.json';

/** The agent terms page (spec §7 GET /views/app_agendDelaer.html) on the API origin, outside the API bases. */
export const AGENT_TERMS_PATH = '/views/app_agendDelaer.html';
