// Community content's query options, hooks and like/vote mutations for the gallery, the database,
// templates and promotions (spec §7), over the core's endpoint functions and keys (../content).
export * from './content/gallery';
export * from './content/promotions';
export * from './content/templates';
