// Serves a built theme app on the API's port (start mode): its static files, the runtime
// config.json generated from the server's configuration, and the SPA fallback that answers
// index.html for any other page GET so the client router renders its own screens (and its 404).
// Text files are sent from the `.br`/`.gz` copies the build wrote beside them, chosen per
// Accept-Encoding (with Vary), so no static byte is compressed per request; source maps stay private.
// The hashed /assets files are answered from memory (assetFiles.ts), the rest by @fastify/static.
// index.html itself carries the first data in its head, the answers themselves inline (config.json,
// company/get, and on /gallery its first cards' data), and preloads: on a first screen's paths of that
// screen's code (home, gallery: the build's .vite/start-screen.json), on home of its first banner and
// on /gallery of its first poster, so the LCP image and the first cards do not wait for the JS and
// the round trips and lazy chunk after it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BASES,
  endpointPath,
  endpoints,
  HEALTH_PATH,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
  runtimeConfigSchema,
} from '@jinli/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, matchesEtag } from '../http/etag';
import { registerAssetFiles } from './assetFiles';
import { registerAppManifest } from './appManifest';
import { loadFirstScreenRenderer, withFirstScreen } from './firstScreen';
import { allowInlineScripts, inlineScriptHashes } from './inlineScripts';
import { allowStyleAttributes, styleAttributeHashes } from './styleAttributes';
import {
  GALLERY_START_DATA,
  gameIdOfPath,
  galleryStartImages,
  HOME_PATHS,
  homeGameStartData,
  staticDocumentHref,
  startDataHrefs,
} from './startData';

/** Path prefixes that belong to the API, never to the app: unknown paths there are JSON 404s. */
const API_PREFIXES = [...Object.values(BASES), '/sys-upload', HEALTH_PATH, '/ws-game'];

/** Whether `pathname` is on an API base (segment-wise: /v/x is, /valid-withdraw is not). */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface AppSiteOptions {
  /** Folder of the built app (holds index.html). */
  appDir: string;
  runtimeConfig: RuntimeConfig;
  /** The first home banner's stored URL (the carousel's first slide), read for the pages showing it. */
  firstBanner?: () => Promise<string | undefined>;
  /** The company's name, merged into the build's web app manifest (appManifest.ts). */
  companyName?: () => Promise<string | undefined>;
}

/** What index.html preloads: the exact URLs the app then requests (see packages/api). */
export interface PagePreloads {
  /** config.json with a version the server issues (its ETag), instead of the app's `_t` stamp. */
  configHref: string;
  /** company/get, on the page's origin only (a preload sends no companyCode header). */
  companyHref?: string;
  /** The first home banner as the page loads it. */
  bannerHref?: string;
  /** The first screen's data (same for every caller), on the page's origin only: see {@link startDataHrefs}. */
  startData?: readonly string[];
  /** Images of that data the first screen shows first (the gallery's first poster). */
  startImages?: readonly string[];
  /** The lazy JS chunks and CSS of the screen the page opens on (home, gallery). */
  startScreen?: StartScreenFiles;
  /**
   * The screen is rendered in the page (firstScreen.ts): its CSS is linked as stylesheets, for the
   * first paint, instead of preloaded for the app.
   */
  screenRendered?: boolean;
  /**
   * Answers (status 200, same for every caller) of the URLs above by href: these go in the page
   * itself instead of a preload link, and the app takes them without a request.
   */
  answers?: ReadonlyMap<string, string>;
}

/** A first screen's files as the theme build lists them in .vite/start-screen.json (tooling/vite-config). */
export interface StartScreenFiles {
  modules: string[];
  styles: string[];
}

/** The first screens whose code index.html preloads, by the paths they are shown on. */
const FIRST_SCREEN_PATHS: Readonly<Record<string, (pathname: string) => boolean>> = {
  home: (pathname) => HOME_PATHS.includes(pathname),
  gallery: (pathname) => pathname === '/gallery', // packages/features/src/features/gallery/routes.ts
  'game-center': (pathname) => pathname === '/game-center', // …/features/game-center/routes.ts
  game: (pathname) => gameIdOfPath(pathname) !== undefined, // …/features/bets/routes.ts
};

/** The build's files of each first screen (home, gallery) by name; empty for an older build or another app. */
export function readStartScreens(appDir: string): Map<string, StartScreenFiles> {
  const screens = new Map<string, StartScreenFiles>();
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(join(appDir, '.vite', 'start-screen.json'), 'utf8'));
  } catch {
    return screens;
  }
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  if (value && typeof value === 'object') {
    for (const [name, files] of Object.entries(value as Record<string, unknown>)) {
      if (!files || typeof files !== 'object') continue;
      const { modules, styles } = files as { modules?: unknown; styles?: unknown };
      screens.set(name, { modules: strings(modules), styles: strings(styles) });
    }
  }
  return screens;
}

/** The first screen shown at `pathname` ('home', 'gallery'), if any. */
export function firstScreenAt(pathname: string): string | undefined {
  return Object.keys(FIRST_SCREEN_PATHS).find((name) => FIRST_SCREEN_PATHS[name]!(pathname));
}

/** `value` safe inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * An answer inside a `<script type="application/json">` block: its text ends at the first `</script`,
 * so every `<` is written as JSON's `\u003c` (the same string once parsed).
 */
export function inlineJson(text: string): string {
  return text.replace(/</g, '\\u003c');
}

/**
 * The page's fetch preload of `href` named `name`: its answer inline when the server has it (no
 * request at all: over HTTP/1.1's six connections a preload of data waited behind the app's own code,
 * measured on /gallery: the first page's answer at 470-570 ms while the page came at 40), else a
 * preload link.
 */
function fetchPreload(
  name: string,
  href: string,
  answers: PagePreloads['answers'],
  attributes = '',
): string {
  const answer = answers?.get(href);
  if (answer !== undefined) {
    return `<script type="application/json" data-jinli-preload="${name}" data-href="${escapeAttribute(href)}">${inlineJson(answer)}</script>`;
  }
  return `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}" data-jinli-preload="${name}"${attributes}>`;
}

/**
 * `html` with the preloads put before its first script (or at the end of its head): they are marked
 * `data-jinli-preload` so the app can request exactly these URLs and be given the answers.
 */
export function withPreloads(html: string, preloads: PagePreloads): string {
  const { answers } = preloads;
  const links = [fetchPreload('config', preloads.configHref, answers)];
  if (preloads.companyHref) links.push(fetchPreload('company', preloads.companyHref, answers));
  if (preloads.bannerHref) {
    links.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(preloads.bannerHref)}" data-jinli-preload="banner">`,
    );
  }
  // The first screen's data and posters at low priority: over HTTP/1.1's six connections they went
  // before the app's own code and delayed its first paint; after it they still arrive long before the
  // app would ask (measured on /gallery, Lighthouse with applied throttling: LCP 4.0 s without them,
  // 3.1 s with them at either priority; unthrottled, the code arrives as early as without them).
  // A screen rendered in the page paints without the code: its first poster is its largest
  // picture, wanted in the first paint (at low priority it came after it: Lighthouse LCP 2.5 s
  // against the first paint's 2.1).
  for (const href of preloads.startData ?? []) {
    links.push(fetchPreload('data', href, answers, ' fetchpriority="low"'));
  }
  const posterPriority = preloads.screenRendered ? 'high' : 'low';
  for (const href of preloads.startImages ?? []) {
    links.push(
      `<link rel="preload" as="image" href="${escapeAttribute(href)}" data-jinli-preload="image" fetchpriority="${posterPriority}">`,
    );
  }
  for (const href of preloads.startScreen?.modules ?? []) {
    links.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
  }
  // A rendered screen's CSS is linked after the app's own, where the app's CSS loader would put it
  // (the same cascade), and the app finds it there instead of adding it again.
  const { styles: appStyles, rest: page } = takeHeadStylesheets(html);
  const stylesheets: string[] = [];
  for (const href of preloads.startScreen?.styles ?? []) {
    if (preloads.screenRendered) {
      // Not again where the page links it already (the app's own CSS): a second link would move
      // those rules after the screen's, a cascade the app never has.
      if (appStyles.some((tag) => tag.includes(`href="${escapeAttribute(href)}"`))) continue;
      stylesheets.push(`<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`);
    } else {
      links.push(`<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`);
    }
  }
  const at = page.search(/<script|<\/head>/i);
  if (at < 0) return html;
  // The stylesheets first: the first paint waits for them and for nothing else (the code is
  // deferred). After the code's preloads, over HTTP/1.1's six connections, they waited for a
  // connection behind the JS chunks.
  const first = [...appStyles, ...stylesheets, ...links].join('');
  return `${page.slice(0, at)}${first}${page.slice(at)}`;
}

/** The stylesheet links of `html`'s head, in order, and `html` without them. */
function takeHeadStylesheets(html: string): { styles: string[]; rest: string } {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return { styles: [], rest: html };
  const styles: string[] = [];
  const head = html
    .slice(0, headEnd)
    .replace(/<link\b[^>]*\brel="stylesheet"[^>]*>\s*/gi, (tag) => {
      styles.push(tag.trim());
      return '';
    });
  return { styles, rest: head + html.slice(headEnd) };
}

/** An uploaded path as the app loads it: on the API origin when one is set (useAssetUrl). */
function assetHref(url: string, apiOrigin: string): string {
  if (!apiOrigin || !url.startsWith('/') || url.startsWith('//')) return url;
  return apiOrigin.replace(/\/+$/, '') + url;
}

/** Sends the app's index.html (with its preloads) for page requests; see {@link spaFallback}. */
export type AppPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Hashed build assets never change under their name; everything else revalidates. */
function cacheHeaders(reply: FastifyReply, path: string): void {
  const immutable = /[\\/]assets[\\/]/.test(path);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Source maps are for the build's own analysis; they would hand the readable source to anyone. */
function isServable(pathname: string): boolean {
  return !pathname.endsWith('.map');
}

export async function registerAppSite(
  app: FastifyInstance,
  options: AppSiteOptions,
): Promise<AppPage> {
  const config = runtimeConfigSchema.parse(options.runtimeConfig);
  const configBody = JSON.stringify(config);
  const configEtag = etagOf(configBody);
  const indexHtml = readFileSync(join(options.appDir, 'index.html'), 'utf8');
  const configHref = `/${RUNTIME_CONFIG_PATH}?v=${configEtag.replace(/"/g, '')}`;
  // A preload carries no headers: company/get only on this origin, where companyCode is not needed.
  const companyHref = config.apiOrigin
    ? undefined
    : endpointPath(endpoints.companyInfo, config.encrypt);

  const startScreens = readStartScreens(options.appDir);
  const renderFirstScreen = await loadFirstScreenRenderer(app, options.appDir, config);

  /**
   * The answer the API gives a caller without headers (as a preload would be given it), read through
   * the API itself (its answer cache); undefined unless 200.
   */
  const answerOf = async (url: string): Promise<string | undefined> => {
    try {
      const answer = await app.inject({ method: 'GET', url });
      return answer.statusCode === 200 ? answer.body : undefined;
    } catch {
      return undefined;
    }
  };

  /** config.json, company/get and the first screen's data, by href: what the page carries inline. */
  const startAnswers = async (startData: readonly string[]): Promise<Map<string, string>> => {
    const answers = new Map([[configHref, configBody]]);
    const hrefs = companyHref ? [companyHref, ...startData] : [...startData];
    const bodies = await Promise.all(hrefs.map(answerOf));
    hrefs.forEach((href, index) => {
      const body = bodies[index];
      if (body !== undefined) answers.set(href, body);
    });
    return answers;
  };

  /** The first poster(s) of the gallery's first page answer: the images of the very answer inlined. */
  const galleryPosters = (answers: ReadonlyMap<string, string>): string[] => {
    const page = answers.get(GALLERY_START_DATA[1] ?? '');
    if (page === undefined) return [];
    try {
      return galleryStartImages(JSON.parse(page));
    } catch {
      return [];
    }
  };

  /**
   * The data the page at `url` carries (see startData.ts) and its answers: on home, the open info of
   * the game its tabs select follows from the home games.
   */
  const pageData = async (url: string) => {
    // Like company/get: a preload sends no companyCode header, so only on the API's own origin.
    if (config.apiOrigin) return { startData: [], answers: await startAnswers([]) };
    // Not for a screen this build does not have (theme3 has no game center): its list is empty.
    const screen = firstScreenAt(url.split('?')[0] ?? '');
    if (screen && startScreens.get(screen)?.modules.length === 0) {
      return { startData: [], answers: await startAnswers([]) };
    }
    let startData = startDataHrefs(url, config);
    if (HOME_PATHS.includes(url)) {
      const games = await answerOf(staticDocumentHref('app_config', false));
      startData = [...startData, ...homeGameStartData(games, config.encrypt)];
    }
    return { startData, answers: await startAnswers(startData) };
  };

  /**
   * The screen at `url` rendered from the page's answers, when it has every one of them (a missing
   * one is the app's to ask for and show).
   */
  const firstScreenOf = async (
    url: string,
    startData: readonly string[],
    answers: ReadonlyMap<string, string>,
  ): Promise<string | undefined> => {
    const drawn = startData.length > 0 && startData.every((href) => answers.has(href));
    if (!drawn || !renderFirstScreen) return undefined;
    return renderFirstScreen(url, answers);
  };
  if (renderFirstScreen && !config.apiOrigin) {
    // Rendered once as the server starts listening: the first visitor gets them too (loading the
    // modules and a first render take longer than a page's budget; the result is kept).
    app.addHook('onListen', async () => {
      for (const url of ['/', '/gallery', '/game-center', '/game/71']) {
        void pageData(url)
          .then(({ startData, answers }) => firstScreenOf(url, startData, answers))
          .catch(() => undefined); // a page renders it then
      }
    });
  }

  const shellEtag = etagOf(indexHtml);
  // The build's inline first script, allowed on every answer that carries the page.
  const pageScripts = inlineScriptHashes(indexHtml);
  const page: AppPage = async (request, reply) => {
    const pageCsp = reply.getHeader('content-security-policy');
    if (typeof pageCsp === 'string')
      reply.header('content-security-policy', allowInlineScripts(pageCsp, pageScripts));
    if (!isNavigation(request)) {
      // The service worker precaching index.html: the build's own page, without this moment's
      // answers and screen. The worker answers every later visit with its copy, and one carrying
      // the day's company/get kept a banner the console changed off the home for good (the app
      // takes an inline answer and does not ask again). The shell asks for everything itself.
      reply.header('cache-control', 'no-cache').header('etag', shellEtag);
      if (matchesEtag(request, shellEtag)) return reply.code(304).send();
      return reply.code(200).type('text/html; charset=utf-8').send(indexHtml);
    }
    // The screen's code where a first screen is shown; the first banner where the company's
    // banners are the screen's largest picture: home, and the game center where the build has one.
    const screen = firstScreenAt(request.url.split('?')[0] ?? '');
    const showsBanners =
      screen === 'home' ||
      (screen === 'game-center' && startScreens.get(screen)?.modules.length !== 0);
    let banner: string | undefined;
    try {
      banner = showsBanners ? await options.firstBanner?.() : undefined;
    } catch {
      banner = undefined; // e.g. no company yet (--no-seed): the page works without the preload
    }
    const { startData, answers } = await pageData(request.url);
    // The screen itself in the page, drawn from the very answers it carries.
    const root = await firstScreenOf(request.url, startData, answers);
    const body = withPreloads(withFirstScreen(indexHtml, root), {
      configHref,
      companyHref,
      bannerHref: banner ? assetHref(banner, config.apiOrigin) : undefined,
      startData,
      startImages: startData === GALLERY_START_DATA ? galleryPosters(answers) : undefined,
      startScreen: screen ? startScreens.get(screen) : undefined,
      screenRendered: root !== undefined,
      answers,
    });
    const csp = reply.getHeader('content-security-policy');
    if (root && typeof csp === 'string') {
      reply.header(
        'content-security-policy',
        allowStyleAttributes(csp, styleAttributeHashes(root)),
      );
    }
    const etag = etagOf(body);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matchesEtag(request, etag)) return reply.code(304).send();
    return reply.code(200).type('text/html; charset=utf-8').send(body);
  };
  app.get('/', page);
  app.get('/index.html', page);
  app.get(`/${RUNTIME_CONFIG_PATH}`, async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('etag', configEtag);
    if (matchesEtag(request, configEtag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(configBody);
  });
  registerAppManifest(app, {
    appDir: options.appDir,
    companyName: options.companyName ?? (async () => undefined),
  });
  registerAssetFiles(app, options.appDir);
  await app.register(fastifyStatic, {
    root: options.appDir,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    dotfiles: 'ignore',
    preCompressed: true,
    allowedPath: isServable,
    setHeaders: cacheHeaders,
  });
  return page;
}

/**
 * Whether `request` is the browser opening a page (`Sec-Fetch-Dest: document`, or `iframe`), and
 * not a script fetching it (a service worker's precache sends `empty`). A client that sends no
 * `Sec-Fetch-Dest` (older browsers, tools) is taken as opening the page.
 */
export function isNavigation(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  return dest === undefined || dest === 'document' || dest === 'iframe';
}

/**
 * The SPA fallback for the not-found handler: a GET/HEAD for an HTML page outside the API answers
 * the app's index.html with 200. Returns undefined when the request is not such a page.
 */
export function spaFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  page?: AppPage,
): FastifyReply | Promise<FastifyReply> | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!request.headers.accept?.includes('text/html')) return undefined;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname)) return undefined;
  if (page) return page(request, reply);
  return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
}
