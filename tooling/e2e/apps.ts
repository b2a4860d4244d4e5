// The four theme apps under test, each served by its own server on its own fresh database.
export const themes = ['theme1', 'theme2', 'theme3', 'theme4'] as const;
export type Theme = (typeof themes)[number];

const basePort = Number(process.env.E2E_BASE_PORT ?? 4310);

export function portOf(theme: Theme): number {
  return basePort + themes.indexOf(theme);
}

/** Absolute URL of a path in a theme's app. */
export function appUrl(theme: Theme, path = '/'): string {
  return `http://127.0.0.1:${portOf(theme)}${path}`;
}
