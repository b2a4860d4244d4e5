// Community content tables: gallery groups and items, templates with groups, items and polls,
// documents, promotions, ads, likes and follows.
export {};
