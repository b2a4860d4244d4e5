// The default avatar set (spec: userInfo.avatarId, chat contacts' avatarId, ids 1-20): one drawn
// figure in one style, varied by background, hair, skin, clothes and glasses, so that every id is
// told apart at 32 px. Id 0 (a guest) and unknown ids draw the neutral guest figure.

/** The highest avatar id of the set. */
export const AVATAR_COUNT = 20;

export type HairStyle = 'short' | 'side' | 'bun' | 'long' | 'cap';

/** How one avatar of the set looks. */
export interface AvatarLook {
  background: string;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  glasses: boolean;
}

const BACKGROUNDS = [
  '#ffd9d6',
  '#ffe4c2',
  '#fff0b8',
  '#d8f2d0',
  '#c9eee6',
  '#cfe6ff',
  '#d9dcff',
  '#ecd8ff',
  '#ffd6ea',
  '#e8e0d8',
];
const SKINS = ['#f9d3b4', '#eebf98', '#d9a27a'];
const HAIRS = ['#2b2321', '#4a2f23', '#1f2a44', '#7a4a2a', '#3b3b3b'];
const SHIRTS = [
  '#d7263d',
  '#1f6feb',
  '#0e8a53',
  '#8e44ad',
  '#e07a12',
  '#00838f',
  '#c2185b',
  '#455a64',
  '#5d4037',
  '#3949ab',
];
const STYLES: readonly HairStyle[] = ['short', 'long', 'side', 'bun', 'cap'];

/** The look of avatar `id` (1-20), or null for a guest or an id outside the set. */
export function avatarLook(id: number): AvatarLook | null {
  if (!Number.isInteger(id) || id < 1 || id > AVATAR_COUNT) return null;
  const i = id - 1;
  return {
    background: BACKGROUNDS[i % BACKGROUNDS.length] as string,
    skin: SKINS[(i * 7) % SKINS.length] as string,
    hair: HAIRS[(i * 3) % HAIRS.length] as string,
    hairStyle: STYLES[i % STYLES.length] as HairStyle,
    shirt: SHIRTS[(i * 3 + 1) % SHIRTS.length] as string,
    glasses: i % 4 === 3,
  };
}
