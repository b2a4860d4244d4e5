// Offline gallery content for stories and tests, shaped like the contract (spec §3): posters are
// inline SVG data URIs, so nothing needs a network.
import type {
  GalleryGroup,
  GalleryGroupDetail,
  GalleryGroupList,
  GalleryItem,
} from '@jinli/contract';

const PALETTE = ['#d7263d', '#1f6feb', '#059669', '#d97706', '#6d28d9', '#0f766e'];

/** A poster picture: the group name, the turn and seven numbers. */
export function posterDataUri(
  name: string,
  turn: string,
  seed: number,
  blackWhite = false,
): string {
  const colour = blackWhite ? '#222' : PALETTE[seed % PALETTE.length]!;
  const numbers = Array.from({ length: 7 }, (_, i) => ((seed * 7 + i * 11) % 49) + 1);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
<rect width="300" height="400" fill="${blackWhite ? '#f4f4f4' : '#fff8ef'}"/>
<rect x="10" y="10" width="280" height="380" fill="none" stroke="${colour}" stroke-width="4"/>
<text x="150" y="70" text-anchor="middle" font-size="34" font-weight="700" fill="${colour}" font-family="PingFang SC, Noto Sans CJK SC, sans-serif">${name}</text>
<text x="150" y="115" text-anchor="middle" font-size="22" fill="#555" font-family="sans-serif">第${turn}期</text>
${numbers.map((n, i) => `<circle cx="${40 + (i % 4) * 73}" cy="${190 + Math.floor(i / 4) * 80}" r="28" fill="${colour}"/><text x="${40 + (i % 4) * 73}" y="${199 + Math.floor(i / 4) * 80}" text-anchor="middle" font-size="24" font-weight="700" fill="#fff" font-family="sans-serif">${String(n).padStart(2, '0')}</text>`).join('')}
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const NAMES = [
  ['A', '澳门四不像'],
  ['B', '博彩新报'],
  ['C', '彩霸王'],
  ['D', '东方心经'],
  ['G', '管家婆'],
  ['H', '黄大仙'],
  ['L', '老黄历'],
  ['M', '马会传真'],
  ['T', '天下彩'],
  ['X', '新跑狗图'],
  ['Y', '一句真言'],
  ['Z', '正版挂牌'],
] as const;

/** One group as lists show it. */
export function groupFixture(overrides: Partial<GalleryGroup> = {}): GalleryGroup {
  const groupId = overrides.groupId ?? 1;
  const name = overrides.name ?? '澳门四不像';
  const gameTurn = overrides.gameTurn ?? '2026325';
  const blackWhite = overrides.groupType === 2;
  const image = posterDataUri(name, gameTurn, groupId, blackWhite);
  return {
    groupId,
    gameId: 110,
    groupType: 1,
    name,
    initial: 'A',
    gameTurn,
    imageUrl: image,
    thumbUrl: image,
    updatedTime: Math.floor(Date.now() / 1000) - 3600,
    popularity: 100,
    playCategoryId: 1,
    ...overrides,
  };
}

/** The seeded groups of a game and type: one or two per letter, every third updated long ago. */
export function groupsFixture(gameId = 110, groupType: 1 | 2 = 1): GalleryGroup[] {
  const nowS = Math.floor(Date.now() / 1000);
  return NAMES.flatMap(([initial, name], index) =>
    [0, 1].slice(0, index % 2 === 0 ? 2 : 1).map((n) =>
      groupFixture({
        groupId: gameId * 1000 + groupType * 100 + index * 2 + n + 1,
        gameId,
        groupType,
        name: n === 0 ? name : `${name}${n + 1}`,
        initial,
        updatedTime: index % 3 === 0 ? nowS - 3 * 86_400 : nowS - 600,
        popularity: 1000 - index * 37,
      }),
    ),
  );
}

/** The GET /gallery/group answer for `groups` (one bucket per initial, in letter order). */
export function groupListFixture(
  groups: GalleryGroup[],
  totalCount = groups.length,
  page = 1,
): GalleryGroupList {
  const buckets = new Map<string, GalleryGroup[]>();
  for (const g of groups) buckets.set(g.initial, [...(buckets.get(g.initial) ?? []), g]);
  return {
    groupList: [...buckets].map(([initials, data]) => ({
      initials,
      dataList: { data, totalCount: data.length, page },
    })),
    totalCount,
    page,
  };
}

/** Posters of one group for `turns` turns, newest first. */
export function postersFixture(group: GalleryGroup, turns = 6, like: 0 | 1 = 0): GalleryItem[] {
  const first = Number(group.gameTurn) || 2026325;
  return Array.from({ length: turns }, (_, i) => {
    const gameTurn = String(first - i);
    const image = posterDataUri(group.name, gameTurn, group.groupId + i, group.groupType === 2);
    return {
      id: group.groupId * 100 + i + 1,
      groupId: group.groupId,
      gameId: group.gameId,
      name: group.name,
      gameTurn,
      imageUrl: image,
      thumbUrl: image,
      like: i === 0 ? like : 0,
      likeCount: 12 - i,
      initials: group.initial,
      updatedTime: group.updatedTime - i * 86_400,
    };
  });
}

/** GET /gallery/group/detail of `group`. */
export function groupDetailFixture(
  group: GalleryGroup,
  turns = 6,
  like: 0 | 1 = 0,
): GalleryGroupDetail {
  const posters = postersFixture(group, turns, like);
  return {
    groupId: group.groupId,
    gameId: group.gameId,
    groupType: group.groupType,
    name: group.name,
    initial: group.initial,
    latest: posters[0] ?? null,
    groupList: posters,
  };
}
