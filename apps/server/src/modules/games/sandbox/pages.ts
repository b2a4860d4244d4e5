// The sandbox's game pages: one small HTML page per engine (the scripts and the style sheet are
// files of apps/server/sandbox-games, served beside it), mobile-sized and in Chinese, each stating
// its payouts and house edge as computed from engines.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../../paths';
import { escapeXml } from '../../images/svg';
import type { SandboxEngine } from '../catalog';
import {
  DEFAULT_TABLE_TIMING,
  dragonTigerRtp,
  FAST_TABLE_TIMING,
  FISH,
  FISH_RTP_PPM,
  HILO_MAX_GUESSES,
  HILO_RTP_PERMILLE,
  MATCH_OUTCOMES,
  MATCH_RTP_PERCENT,
  matchOdds,
  percentText,
  SLOT_SYMBOLS,
  SLOT_THREE,
  SLOT_TWO_CHERRIES,
  slotRtp,
  STAKES,
} from './engines';

/** The files served under /sandbox-games/assets/. */
export const ASSET_FILES = [
  'game.css',
  'common.js',
  'slot.js',
  'fish.js',
  'hilo.js',
  'table.js',
  'sport.js',
] as const;

const assetCache = new Map<string, string>();
export function assetText(file: string): string | undefined {
  if (!(ASSET_FILES as readonly string[]).includes(file)) return undefined;
  let text = assetCache.get(file);
  if (text === undefined) {
    text = readFileSync(join(packageRoot(), 'sandbox-games', file), 'utf8');
    assetCache.set(file, text);
  }
  return text;
}

const assetUrls = new Map<string, string>();
/**
 * An asset's address with its content's hash: the files are cached for minutes, and a page of a
 * new release must not run last release's script (its buttons wait for the script to enable them).
 */
function assetUrl(file: (typeof ASSET_FILES)[number]): string {
  let url = assetUrls.get(file);
  if (url === undefined) {
    const version = createHash('sha256')
      .update(assetText(file) ?? '')
      .digest('hex')
      .slice(0, 12);
    url = `assets/${file}?v=${version}`;
    assetUrls.set(file, url);
  }
  return url;
}

const SCRIPT: Record<SandboxEngine, (typeof ASSET_FILES)[number]> = {
  slot: 'slot.js',
  fish: 'fish.js',
  hilo: 'hilo.js',
  dragonTiger: 'table.js',
  vsport: 'sport.js',
};

const e = escapeXml;

function rules(title: string, lines: string[]): string {
  return `<section class="panel rules"><h2>${e(title)}</h2>${lines.map((l) => `<div>${e(l)}</div>`).join('')}</section>`;
}

function body(engine: SandboxEngine, gameCode: string): string {
  switch (engine) {
    case 'slot': {
      const rtp = slotRtp();
      const rows = SLOT_SYMBOLS.map(
        (s) => `<tr><td>${e(`${s} ${s} ${s}`)}</td><td>${SLOT_THREE[s]} 倍</td></tr>`,
      ).join('');
      return (
        `<div class="reels"><div class="reel" data-s="7">7</div><div class="reel" data-s="桃">桃</div><div class="reel" data-s="BAR">BAR</div></div>` +
        `<div class="result" id="result"></div>` +
        `<div class="chips" id="chips"></div>` +
        `<button class="btn" id="spin" type="button" disabled>旋转</button>` +
        `<section class="panel"><table class="paytable">${rows}<tr><td>桃 桃 前两轴</td><td>${SLOT_TWO_CHERRIES} 倍</td></tr></table></section>` +
        rules('游戏说明', [
          '三轴单线，每轴20格：7×1、BAR×2、铃×3、瓜×4、桃×5、柠×5，每格出现机会相同。',
          `理论返还率 ${percentText(rtp)}，庄家优势 ${percentText(1 - rtp)}。`,
          '结果由服务器以加密安全随机数决定，赔付含本金。',
        ])
      );
    }
    case 'fish':
      return (
        `<div class="sea" id="sea"></div>` +
        `<div class="result" id="result"></div>` +
        `<div class="cannon">炮弹面额</div><div class="chips" id="chips"></div>` +
        rules('游戏说明', [
          '点击鱼发射一炮，每炮消耗所选面额；捕获后按鱼的倍数赔付（含本金）。',
          `捕获概率 = ${FISH_RTP_PPM / 10_000}% ÷ 倍数（例如 ×10 的魔鬼鱼为 ${FISH_RTP_PPM / 100_000}%），每一炮的返还率均为 ${FISH_RTP_PPM / 10_000}%，庄家优势 ${100 - FISH_RTP_PPM / 10_000}%。`,
          '是否捕获由服务器以加密安全随机数决定，与鱼的位置和速度无关。',
        ])
      );
    case 'hilo':
      return (
        `<div class="cards" id="cards"></div><div class="pot" id="pot"></div>` +
        `<div class="result" id="result"></div>` +
        `<div id="stakes"><div class="chips" id="chips"></div></div>` +
        `<div class="row"><button class="btn" id="start" type="button" disabled>发牌</button>` +
        `<button class="btn alt hidden" id="high" type="button">猜大</button>` +
        `<button class="btn red hidden" id="low" type="button">猜小</button>` +
        `<button class="btn hidden" id="cashout" type="button">收手</button></div>` +
        rules('游戏说明', [
          '下注后翻出一张牌（A最小，K最大，无限副牌，每张牌机会均等），猜下一张比它大或小，相同点数算输。',
          `猜中后奖池 = 奖池 × ${Number(HILO_RTP_PERMILLE) / 10}% ÷ 猜中概率，可继续猜或随时收手；猜错奖池清零。最多连猜${HILO_MAX_GUESSES}次。`,
          `每一次猜测的返还率为 ${Number(HILO_RTP_PERMILLE) / 10}%（庄家优势 ${100 - Number(HILO_RTP_PERMILLE) / 10}%，奖金按分向下取整）。`,
          '牌局未结束前无法进入其他游戏；闲置2分钟自动收手。',
        ])
      );
    case 'dragonTiger': {
      const timing = gameCode.endsWith('-fast') ? FAST_TABLE_TIMING : DEFAULT_TABLE_TIMING;
      const spot = (side: string, name: string, pays: string) =>
        `<button class="bet-spot" type="button" data-side="${side}" disabled>${name}<small>${pays}</small><em id="my-${side}"></em></button>`;
      return (
        `<div class="clock" id="clock">连接中…</div>` +
        `<section class="panel table-cards"><div class="side-box dragon"><h3>龙</h3><div class="card big" id="dragon-card">?</div></div>` +
        `<div class="side-box tiger"><h3>虎</h3><div class="card big" id="tiger-card">?</div></div></section>` +
        `<div class="result" id="last"></div><div class="road" id="road"></div>` +
        `<div class="bets">${spot('dragon', '龙', '1赔1')}${spot('tie', '和', '1赔11')}${spot('tiger', '虎', '1赔1')}</div>` +
        `<div class="result" id="result"></div><div class="chips" id="chips"></div>` +
        rules('游戏说明', [
          `每局${timing.roundMs / 1000}秒：前${timing.betMs / 1000}秒下注，之后龙、虎各发一张牌（无限副牌），点数大者赢，A最小K最大。`,
          `押龙或虎1赔1，开和时退还一半本金：返还率 ${percentText(dragonTigerRtp('dragon'))}，庄家优势 ${percentText(1 - dragonTigerRtp('dragon'))}。`,
          `押和1赔11：返还率 ${percentText(dragonTigerRtp('tie'))}，庄家优势 ${percentText(1 - dragonTigerRtp('tie'))}。`,
          '每局牌面由服务器在停止下注后以加密安全随机数发出。',
        ])
      );
    }
    case 'vsport':
      return (
        `<section class="panel match"><span>红狮队</span><span>VS</span><span>蓝鹰队</span></section>` +
        `<div class="score" id="score"></div>` +
        `<div class="picks">${MATCH_OUTCOMES.map(
          (o, i) =>
            `<button class="pick${i === 0 ? ' on' : ''}" type="button" data-pick="${o.key}" disabled>${o.name}<small>${(matchOdds(o.chance) / 1000).toFixed(3)}</small></button>`,
        ).join('')}</div>` +
        `<div class="result" id="result"></div><div class="chips" id="chips"></div>` +
        `<button class="btn" id="kickoff" type="button" disabled>开赛</button>` +
        rules('游戏说明', [
          `虚拟比赛即时开奖：主胜${MATCH_OUTCOMES[0].chance}%、平局${MATCH_OUTCOMES[1].chance}%、客胜${MATCH_OUTCOMES[2].chance}%。`,
          `赔率为公平赔率的 ${MATCH_RTP_PERCENT}%（按千分位向下取整），庄家优势约 ${100 - MATCH_RTP_PERCENT}%。`,
          '赛果由服务器以加密安全随机数决定。',
        ])
      );
  }
}

/**
 * The page of a game (its session is in the URL; the scripts read it from there). Its buttons are
 * rendered disabled and each game's script enables them once it listens: on a slow phone the page
 * shows before its script has run, and a tap on a button nobody listens to would be lost.
 */
export function gamePage(engine: SandboxEngine, gameCode: string, gameName: string): string {
  const fish = JSON.stringify(
    FISH.map((f) => ({ key: f.key, name: f.name, multiplier: f.multiplier })),
  );
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,viewport-fit=cover">` +
    `<title>${e(gameName)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="${assetUrl('game.css')}"></head>` +
    `<body class="${engine}" data-engine="${engine}" data-stakes="${e(JSON.stringify(STAKES))}" data-fish="${e(fish)}">` +
    `<header><h1>${e(gameName)}</h1><div class="balance">游戏余额 <b id="balance">--</b> 元</div></header>` +
    `<main>${body(engine, gameCode)}</main><div class="toast hidden" id="toast"></div>` +
    `<script src="${assetUrl('common.js')}"></script><script src="${assetUrl(SCRIPT[engine])}"></script>` +
    `</body></html>`
  );
}

/** The page shown for a missing or expired session. */
export function expiredPage(message: string): string {
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>游戏</title><link rel="stylesheet" href="${assetUrl('game.css')}"></head>` +
    `<body><main><section class="panel rules"><h2>无法进入游戏</h2><div>${e(message)}</div></section></main></body></html>`
  );
}
