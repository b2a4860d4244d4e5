// Community content: endpoint functions, query keys and hooks for the gallery, the database,
// templates (likes, polls, ads), promotions and collections (spec §7).
export {};
