import type { UserConfig } from 'vite';
export declare const sourceConditions: Pick<UserConfig, 'resolve' | 'ssr'>;
