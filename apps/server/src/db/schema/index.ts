// The database schema, one file per domain module; drizzle-kit reads this folder to generate the
// migrations, and the client gets every table from here.
export * from './company';
export * from './accounts';
export * from './wallet';
export * from './lottery';
export * from './betting';
export * from './content';
export * from './deployment';
export * from './operators';
export * from './games';
export * from './chat';
export * from './hongbao';
export * from './agents';
