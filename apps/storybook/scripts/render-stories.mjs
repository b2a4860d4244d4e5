#!/usr/bin/env node
// Renders every story of the built Storybook in Chromium and fails on any error (DESIGN.md §7:
// every story renders in a real browser in CI). Serves storybook-static on a free local port
// (plain node:http), reads index.json, renders each story in the preview iframe at phone size in
// zh-CN with reduced motion (one page per story file, the file's stories selected in turn), waits until Storybook
// reports the story finished (render and play function), and fails on a page error, a console
// error, a failed request, or Storybook's error display.
//
// Usage: node scripts/render-stories.mjs [--build] [--brands] [--screenshots <dir>] [--filter <text>]
//   --build          rebuild storybook-static first (it is always built when missing)
//   --brands         render every story in the 品牌 menu's four-brands view (1680×920), checking
//                    that each renders in all four brands; play functions, written for one copy
//                    of the story, are not judged there
//   --screenshots    save a 390×844 PNG of every story into <dir>
//   --filter         only stories whose id contains <text>
// A story that logs a console error on purpose (e.g. an error screen reporting what it caught)
// declares it: `parameters: { renderCheck: { allowConsoleErrors: ['substring of the message'] } }`.
// Env: CHROMIUM_PATH (default /usr/bin/chromium), STORY_TIMEOUT_MS (default 20000 on an idle
//      machine, scaled like every suite's time-outs: five times under `npm test` and in CI),
//      STORY_JOBS (story files rendered at once, default 2).

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testChromiumArgs, testChromiumPath } from '@jinli/vite-config/test-browser';
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { chromium } from 'playwright-core';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(appDir, 'storybook-static');
// A hang, not slowness: a fixed 20 s failed a video story in a clean-clone CI on a slow host (the
// stories render niced beside the journeys there).
const storyTimeoutMs = Number(process.env.STORY_TIMEOUT_MS ?? hangTimeout(20_000));
const jobs = Math.max(1, Number(process.env.STORY_JOBS ?? 2));
// After Storybook reports the story finished, late errors (timers, lazy images) still count.
const settleMs = 300;

function parseArgs(argv) {
  const args = { build: false, brands: false, screenshots: null, filter: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--build') args.build = true;
    else if (arg === '--brands') args.brands = true;
    else if (arg === '--screenshots') args.screenshots = resolve(argv[++i] ?? 'screenshots');
    else if (arg === '--filter') args.filter = argv[++i] ?? '';
    else {
      console.error(`Unknown argument: ${arg}`);
      process.exit(2);
    }
  }
  return args;
}

function buildStorybook() {
  console.log('Building Storybook (storybook-static)…');
  // Through the package manager that runs us (npm_execpath), so the build script's env applies.
  const pm = process.env.npm_execpath;
  const [cmd, cmdArgs] = pm ? [process.execPath, [pm, 'run', 'build']] : ['pnpm', ['run', 'build']];
  const result = spawnSync(cmd, cmdArgs, {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) {
    console.error('Storybook build failed.');
    process.exit(1);
  }
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `root` read-only on 127.0.0.1 at a free port; resolves to { server, origin }. */
function serveStatic(root) {
  const server = createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      // Browsers ask for it on their own; Storybook ships favicon.svg instead.
      if (pathname === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      let file = normalize(join(root, decodeURIComponent(pathname)));
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      // Hashed bundles may be cached across the story pages of one run: much faster.
      const cache = file.includes(`${sep}assets${sep}`)
        ? 'public, max-age=3600, immutable'
        : 'no-cache';
      res.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': cache,
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolvePromise({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

// Runs in the page before Storybook: records the preview channel's story outcome events into
// `window.__renderOutcome`, which the runner replaces before each story it selects.
function recordStorybookEvents() {
  window.__renderOutcome = { storyId: null, finished: null, errors: [] };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      const note = (kind) => (payload) => {
        const detail =
          payload && typeof payload === 'object'
            ? (payload.message ?? payload.description ?? payload.title ?? JSON.stringify(payload))
            : String(payload ?? '');
        window.__renderOutcome.errors.push(`${kind}: ${detail}`);
      };
      value.on('storyErrored', note('story errored'));
      value.on('storyThrewException', note('story threw'));
      value.on('playFunctionThrewException', note('play function threw'));
      value.on('unhandledErrorsWhilePlaying', (errors) =>
        window.__renderOutcome.errors.push(
          `unhandled errors while playing: ${JSON.stringify(errors)}`,
        ),
      );
      value.on('storyMissing', () => window.__renderOutcome.errors.push('story missing'));
      value.on('storyFinished', (payload) => {
        const outcome = window.__renderOutcome;
        // A late event of the story before this one is not this story's verdict.
        if (outcome.storyId && payload?.storyId && payload.storyId !== outcome.storyId) return;
        outcome.finished = payload?.status ?? 'unknown';
      });
    },
  });
}

/**
 * A page that renders the stories of one file in turn. The first story loads the preview (about
 * 3 s: the bundle, the index, the file's module); the next ones are selected through the
 * preview's channel (`setCurrentStory`, as the Storybook manager does), which unmounts the story
 * before. After a story with a problem the page is closed, so one failure never leaks into the
 * verdict of the next story.
 */
function storyPage(context, origin, { brands }) {
  let page = null;
  let problems = [];
  let consoleErrors = [];
  const open = async () => {
    page = await context.newPage();
    // Loading the preview (page.goto) waits as long as a story may.
    page.setDefaultTimeout(storyTimeoutMs);
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('requestfailed', (request) =>
      problems.push(
        `request failed: ${request.url().slice(0, 120)} (${request.failure()?.errorText})`,
      ),
    );
    page.on('response', (response) => {
      if (response.status() >= 400)
        problems.push(`HTTP ${response.status()}: ${response.url().slice(0, 120)}`);
    });
    await page.addInitScript(recordStorybookEvents);
  };
  const close = async () => {
    await page?.close().catch(() => {});
    page = null;
  };
  return {
    close,
    /** Renders one story; resolves to its problems (none: it passed). */
    async render(story, screenshotDir) {
      problems = [];
      consoleErrors = [];
      const selected = page !== null;
      if (!page) await open();
      try {
        // A story about motion (autoplay, marquee) is tagged 'motion' and moves; others are at rest.
        await page.emulateMedia({
          reducedMotion: story.tags?.includes('motion') ? 'no-preference' : 'reduce',
        });
        if (selected) {
          await page.evaluate((storyId) => {
            window.__renderOutcome = { storyId, finished: null, errors: [] };
            window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
              storyId,
              viewMode: 'story',
            });
          }, story.id);
        } else {
          // The four-brands view is a global: set once in the URL, kept while stories are selected.
          const globals = brands ? '&globals=brand:all;viewport:brands' : '';
          await page.goto(
            `${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story${globals}`,
            { waitUntil: 'load' },
          );
        }
        await page.waitForFunction(
          () =>
            window.__renderOutcome?.finished != null ||
            document.body.classList.contains('sb-show-errordisplay'),
          null,
          { timeout: storyTimeoutMs },
        );
        await page.waitForTimeout(settleMs);
        const outcome = await page.evaluate(() => window.__renderOutcome);
        problems.push(...outcome.errors);
        const allowed = await page.evaluate(
          () =>
            window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.renderCheck
              ?.allowConsoleErrors ?? [],
        );
        for (const text of consoleErrors) {
          if (!allowed.some((fragment) => text.includes(fragment)))
            problems.push(`console error: ${text}`);
        }
        if (outcome.finished && outcome.finished !== 'success')
          problems.push(`story finished with status ${outcome.finished}`);
        if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
          const text = (
            await page
              .locator('#error-message, .sb-show-errordisplay #error-stack')
              .first()
              .textContent()
              .catch(() => '')
          )?.trim();
          problems.push(`Storybook error display: ${text || '(no message)'}`);
        }
        if (screenshotDir) await page.screenshot({ path: join(screenshotDir, `${story.id}.png`) });
      } catch (error) {
        problems.push(
          `did not finish rendering: ${error.message.split('\n')[0]}`,
          ...consoleErrors.map((text) => `console error: ${text}`),
        );
      }
      const judged = brands ? problems.filter((problem) => !isPlayVerdict(problem)) : problems;
      const found = [...new Set(judged.map(shorten))].sort((a, b) => rank(a) - rank(b));
      if (found.length > 0) await close();
      return found;
    },
  };
}

/**
 * What a play function says of the story. In the four-brands view the story is there four times,
 * so a play function's single-element queries fail by design; render errors still count.
 */
function isPlayVerdict(problem) {
  return (
    problem.startsWith('play function') ||
    problem.startsWith('unhandled errors while playing') ||
    problem.startsWith('story finished with status') ||
    // Storybook also logs the play function's failed query or assertion to the console.
    /^console error: (?:AssertionError|TestingLibraryElementError)\b/.test(problem)
  );
}

/** Storybook's own verdict first, then page errors, then the rest: the summary shows the first. */
function rank(problem) {
  const order = [
    'story ',
    'play function',
    'Storybook error display',
    'unhandled',
    'did not finish',
    'page error',
    'HTTP',
    'request failed',
    'console error',
  ];
  const index = order.findIndex((prefix) => problem.startsWith(prefix));
  return index === -1 ? order.length : index;
}

/** First lines of a message, without terminal colours: testing-library errors dump the whole DOM. */
function shorten(message) {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').filter((line) => line.trim() !== '');
  const head = lines.slice(0, 4).join('\n        ');
  return head.length > 600 ? `${head.slice(0, 600)}…` : head;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.build || !existsSync(join(staticDir, 'index.json'))) buildStorybook();
  if (args.screenshots) mkdirSync(args.screenshots, { recursive: true });

  const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .filter((entry) => !args.filter || entry.id.includes(args.filter));
  if (stories.length === 0) {
    console.error('No stories found in storybook-static/index.json.');
    process.exit(1);
  }

  const { server, origin } = await serveStatic(staticDir);
  const browser = await chromium.launch({
    executablePath: testChromiumPath,
    args: testChromiumArgs,
  });
  const failures = [];
  try {
    const context = await browser.newContext({
      viewport: args.brands ? { width: 1680, height: 920 } : { width: 390, height: 844 },
      // Sharp screenshots when asked for; otherwise one device pixel per CSS pixel, since Chromium
      // rasterises in software here and four times the pixels only cost time.
      deviceScaleFactor: args.screenshots ? 2 : 1,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      // Components honour prefers-reduced-motion: stories are checked at rest, so an assertion
      // never races a fade-in on a loaded machine, and no marquee or carousel keeps the
      // software rasteriser busy. Stories tagged 'motion' are the exception (see render).
      reducedMotion: 'reduce',
    });
    // One file's stories share a page (see storyPage); files are handed out to the workers.
    const files = new Map();
    for (const story of stories) {
      const group = files.get(story.importPath) ?? [];
      group.push(story);
      files.set(story.importPath, group);
    }
    const queue = [...files.values()];
    const worker = async () => {
      for (let group = queue.shift(); group; group = queue.shift()) {
        // A fresh page per file: selecting stories of other files in one page saved ~3 s a file,
        // but what one file's stories left behind reached another's (a dialog's focus check
        // failed after 5 s in two CI runs, in a different story each time).
        const page = storyPage(context, origin, { brands: args.brands });
        for (const story of group) {
          const started = Date.now();
          const problems = await page.render(story, args.screenshots);
          const ms = Date.now() - started;
          if (problems.length === 0) {
            console.log(`  ✓ ${story.id} (${ms} ms)`);
          } else {
            console.log(
              [`  ✗ ${story.id} (${ms} ms)`, ...problems.map((problem) => `      ${problem}`)].join(
                '\n',
              ),
            );
            failures.push({ story, problems });
          }
        }
        await page.close();
      }
    };
    await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker));
    await context.close();
  } finally {
    await browser.close();
    server.close();
  }

  if (failures.length > 0) {
    console.log('\nFailed stories:');
    failures.sort((a, b) => a.story.id.localeCompare(b.story.id));
    for (const { story, problems } of failures)
      console.log(`  ${story.id} (${story.importPath}): ${problems[0]}`);
  }
  if (
    failures.some(({ problems }) => problems.some((problem) => problem.startsWith('console error')))
  ) {
    console.log(
      "\nA console error a story logs on purpose is declared in the story: parameters: { renderCheck: { allowConsoleErrors: ['…'] } }.",
    );
  }
  console.log(`\n${stories.length - failures.length} passed, ${failures.length} failed`);
  process.exit(failures.length > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
