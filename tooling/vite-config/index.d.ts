import type { UserConfig } from 'vite';
export declare const sourceConditions: Pick<UserConfig, 'resolve' | 'ssr'>;
/** The Vite config every theme app shares (source conditions, React, dev proxy, chunking). */
export declare function themeAppConfig(): UserConfig;
