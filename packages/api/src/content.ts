// Community content: endpoint functions, query keys and hooks for the gallery, the database,
// templates (likes, polls, ads), promotions and collections (spec §7).
export * from './content/contentKeys';
export * from './content/gallery';
export * from './content/promotions';
export * from './content/staticContent';
export * from './content/templates';
