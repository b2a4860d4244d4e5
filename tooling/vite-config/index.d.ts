import type { UserConfig, UserConfigFnObject } from 'vite';
export declare const sourceConditions: Pick<UserConfig, 'resolve' | 'ssr'>;
/**
 * The Vite config every theme app shares (source conditions, React, dev proxy, chunking, the
 * brand's manifest, icons and service worker). `root` is the theme app's folder (default cwd).
 */
export declare function themeAppConfig(options?: { root?: string }): UserConfigFnObject;
/** Where `vite build --ssr src/server.ts` writes a theme's server entry (server.js). */
export declare const SERVER_ENTRY_DIR: string;
/** Where the build writes the home screen's JS chunks and CSS for the server's preloads. */
export declare const START_SCREEN_FILE: string;
