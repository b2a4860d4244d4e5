// The console API's contract (@jinli/contract/console): paths, request and answer schemas of the
// operators' back office. One file per area; each adds its line here.
// zod without its `new Function` probe in a browser (zodConfig.ts). This entry is listed in the
// package's `sideEffects`, so a bundler keeps the import although the entry only re-exports.
import '../zodConfig';
export * from './paging';
export * from './players';
export * from './adjustments';
export * from './queues';
export * from './audit';
export * from './dashboard';
export * from './content';
export * from './brand';
export * from './chat';
export * from './agents';
export * from './lottery';
