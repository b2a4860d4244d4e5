// Community content: endpoint functions and query keys for the gallery, the database,
// templates (likes, polls, ads), promotions and collections (spec §7); their query options and hooks
// are in react/content.ts.
export * from './content/contentKeys';
export * from './content/gallery';
export * from './content/promotions';
export * from './content/staticContent';
export * from './content/templates';
