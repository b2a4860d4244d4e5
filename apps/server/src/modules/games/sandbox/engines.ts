// The sandbox's game rules, pure apart from the CSPRNG (node:crypto randomInt, injectable for
// tests): a slot, a fishing shooter, a card game (higher or lower), a dragon-tiger table and a
// virtual match. Every payout table states its return to player; the house edge shown in each game
// is computed from these same tables (tests check the numbers against full enumeration).
// Amounts are thousandths of a yuan; a payout is what comes back, stake included (0 on a loss).
import { randomInt } from 'node:crypto';

/** Uniform integer in [0, max). */
export type Random = (max: number) => number;
export const cryptoRandom: Random = (max) => randomInt(max);

/** Stakes a player may choose, thousandths (1, 2, 5, 10, 20, 50, 100 yuan). */
export const STAKES = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000] as const;
export const isStake = (amount: number) => (STAKES as readonly number[]).includes(amount);

/** `amount × num / den`, rounded down (payouts never round in the player's favour). */
const mulDiv = (amount: bigint, num: bigint, den: bigint) => (amount * num) / den;

// ---------------------------------------------------------------- slot

/** 7, BAR, 铃 (bell), 瓜 (melon), 桃 (cherry), 柠 (lemon): text, so that every phone font draws them. */
export const SLOT_SYMBOLS = ['7', 'BAR', '铃', '瓜', '桃', '柠'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** Stops per symbol on each of the three identical reels (20 stops). */
export const SLOT_STOPS: Readonly<Record<SlotSymbol, number>> = {
  '7': 1,
  BAR: 2,
  铃: 3,
  瓜: 4,
  桃: 5,
  柠: 5,
};
const REEL: SlotSymbol[] = SLOT_SYMBOLS.flatMap((s) => Array<SlotSymbol>(SLOT_STOPS[s]).fill(s));
export const SLOT_REEL_LENGTH = REEL.length;
/** Three of a kind pays this many stakes. */
export const SLOT_THREE: Readonly<Record<SlotSymbol, number>> = {
  '7': 500,
  BAR: 100,
  铃: 40,
  瓜: 20,
  桃: 10,
  柠: 10,
};
/** Cherries on the first two reels (the third not a cherry) pay this many stakes. */
export const SLOT_TWO_CHERRIES = 4;

export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c && a) return SLOT_THREE[a];
  if (a === '桃' && b === '桃') return SLOT_TWO_CHERRIES;
  return 0;
}

/** Return to player of the slot, exact (a fraction of 1). */
export function slotRtp(): number {
  const p = (s: SlotSymbol) => SLOT_STOPS[s] / SLOT_REEL_LENGTH;
  let rtp = 0;
  for (const s of SLOT_SYMBOLS) rtp += p(s) ** 3 * SLOT_THREE[s];
  rtp += p('桃') ** 2 * (1 - p('桃')) * SLOT_TWO_CHERRIES;
  return rtp;
}

export function spinSlot(stake: bigint, random: Random = cryptoRandom) {
  const reels = [0, 1, 2].map(() => REEL[random(SLOT_REEL_LENGTH)]!);
  const multiplier = slotMultiplier(reels);
  return { reels, multiplier, payout: stake * BigInt(multiplier) };
}

// ---------------------------------------------------------------- fish

/** The fish: a hit pays `multiplier` stakes and happens with probability FISH_RTP / multiplier. */
export const FISH = [
  { key: 'clown', name: '小丑鱼', multiplier: 2 },
  { key: 'puffer', name: '河豚', multiplier: 3 },
  { key: 'turtle', name: '海龟', multiplier: 5 },
  { key: 'ray', name: '魔鬼鱼', multiplier: 10 },
  { key: 'shark', name: '鲨鱼', multiplier: 20 },
  { key: 'dragon', name: '金龙', multiplier: 50 },
] as const;
/** Return to player of every shot, in millionths (96 %). */
export const FISH_RTP_PPM = 960_000;

export function shootFish(stake: bigint, fishKey: string, random: Random = cryptoRandom) {
  const fish = FISH.find((f) => f.key === fishKey);
  if (!fish) return undefined;
  const hit = random(1_000_000) < FISH_RTP_PPM / fish.multiplier;
  return { fish, hit, payout: hit ? stake * BigInt(fish.multiplier) : 0n };
}

// ---------------------------------------------------------------- higher or lower (card)

export const CARD_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const CARD_SUITS = ['♠', '♥', '♣', '♦'];
/** Each guess returns this share of its expectation (thousandths): a 3 % edge per guess. */
export const HILO_RTP_PERMILLE = 970n;
export const HILO_MAX_GUESSES = 12;

export interface Card {
  /** 1 (A) … 13 (K). */
  rank: number;
  suit: number;
}
/** A card from an endless shoe: every rank and suit equally likely at every draw. */
export const drawCard = (random: Random = cryptoRandom): Card => ({
  rank: random(13) + 1,
  suit: random(4),
});
export const cardText = (card: Card) => `${CARD_SUITS[card.suit]}${CARD_RANKS[card.rank - 1]}`;

/** Ranks that win a guess from `rank` (ties lose). */
export const hiloWinningRanks = (rank: number, guess: 'high' | 'low') =>
  guess === 'high' ? 13 - rank : rank - 1;

/** The pot after a won guess: pot × 0.97 × 13 / winning ranks, rounded down. */
export function hiloPotAfterWin(pot: bigint, rank: number, guess: 'high' | 'low'): bigint {
  const winning = BigInt(hiloWinningRanks(rank, guess));
  // No card can win that guess (high from a K, low from an A): it is not offered.
  if (winning === 0n) return 0n;
  return mulDiv(pot, HILO_RTP_PERMILLE * 13n, winning * 1000n);
}

// ---------------------------------------------------------------- dragon-tiger

export const DRAGON_TIGER_SIDES = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerSide = (typeof DRAGON_TIGER_SIDES)[number];
export const DRAGON_TIGER_NAMES: Readonly<Record<DragonTigerSide, string>> = {
  dragon: '龙',
  tiger: '虎',
  tie: '和',
};
/** Dragon or tiger pays 1:1 (half back on a tie), tie pays 11:1. */
export const TIE_PAYS = 12n;

export interface TableTiming {
  roundMs: number;
  /** Bets are taken during the first `betMs` of a round; then the cards are shown. */
  betMs: number;
}
export const DEFAULT_TABLE_TIMING: TableTiming = { roundMs: 20_000, betMs: 15_000 };
export const FAST_TABLE_TIMING: TableTiming = { roundMs: 12_000, betMs: 8_000 };

export function dealDragonTiger(random: Random = cryptoRandom) {
  const dragon = drawCard(random);
  const tiger = drawCard(random);
  const winner: DragonTigerSide =
    dragon.rank > tiger.rank ? 'dragon' : dragon.rank < tiger.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner };
}

export function dragonTigerPayout(stake: bigint, side: DragonTigerSide, winner: DragonTigerSide) {
  if (side === 'tie') return winner === 'tie' ? stake * TIE_PAYS : 0n;
  if (winner === 'tie') return stake / 2n;
  return side === winner ? stake * 2n : 0n;
}

/** Return to player of a bet on `side` (endless shoe: a tie 1 in 13). */
export function dragonTigerRtp(side: DragonTigerSide): number {
  if (side === 'tie') return Number(TIE_PAYS) / 13;
  return (6 * 2 + 0.5) / 13;
}

// ---------------------------------------------------------------- virtual match (sport)

export const MATCH_OUTCOMES = [
  { key: 'home', name: '主胜', chance: 45 },
  { key: 'draw', name: '平局', chance: 27 },
  { key: 'away', name: '客胜', chance: 28 },
] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number]['key'];
/** Odds pay 95 % of the fair price (thousandths of a stake, rounded down): a 5 % edge. */
export const MATCH_RTP_PERCENT = 95;
export const matchOdds = (chance: number) => Math.floor((MATCH_RTP_PERCENT * 1000) / chance);

export function playMatch(stake: bigint, pick: string, random: Random = cryptoRandom) {
  const chosen = MATCH_OUTCOMES.find((o) => o.key === pick);
  if (!chosen) return undefined;
  const roll = random(100);
  let acc = 0;
  const outcome = MATCH_OUTCOMES.find((o) => (acc += o.chance) > roll)!;
  // A score that fits the outcome.
  const goals = random(4);
  const margin = random(3) + 1;
  const score =
    outcome.key === 'draw'
      ? [goals, goals]
      : outcome.key === 'home'
        ? [goals + margin, goals]
        : [goals, goals + margin];
  const won = outcome.key === chosen.key;
  return {
    chosen,
    outcome,
    score,
    odds: matchOdds(chosen.chance),
    payout: won ? mulDiv(stake, BigInt(matchOdds(chosen.chance)), 1000n) : 0n,
  };
}

/** Percent text with up to two decimals: 4.25 → '4.25%'. */
export const percentText = (share: number) => `${(Math.round(share * 10_000) / 100).toString()}%`;
