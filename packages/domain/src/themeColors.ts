// The eight user theme colours (spec §3 Configs, §9): id, colour code and Chinese name. The spec
// names the colours without their codes; the codes here are ours.

/** One theme colour. */
export interface ThemeColor {
  /** 1-8, the value stored and sent to /api/v2/user/update/chat-theme-color. */
  id: number;
  /** CSS colour code. */
  color: string;
  /** Chinese name. */
  name: string;
}

/** The eight theme colours in id order. */
export const THEME_COLORS = [
  { id: 1, color: '#1b2a4a', name: '深蓝' },
  { id: 2, color: '#f5b800', name: '黄色' },
  { id: 3, color: '#e53935', name: '红色' },
  { id: 4, color: '#1e88e5', name: '蓝色' },
  { id: 5, color: '#8e24aa', name: '紫色' },
  { id: 6, color: '#43a047', name: '绿色' },
  { id: 7, color: '#d4a017', name: '秋黄' },
  { id: 8, color: '#00897b', name: '青色' },
] as const satisfies readonly ThemeColor[];

/** The theme colour of `id`, or undefined when not 1-8. */
export function themeColorOf(id: number | string | null | undefined): ThemeColor | undefined {
  return THEME_COLORS.find((c) => c.id === Number(id));
}
