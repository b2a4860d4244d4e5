import type { UserConfig } from 'vite';
export declare const sourceConditions: Pick<UserConfig, 'resolve' | 'ssr'>;
/** The Vite config every theme app shares (source conditions, React, dev proxy, chunking). */
export declare function themeAppConfig(): UserConfig;
/** Where the build writes the home screen's JS chunks and CSS for the server's preloads. */
export declare const START_SCREEN_FILE: string;
