// Bottom-menu icons (outline + filled `active` forms). The kit's own line icons live in icons.tsx.
export * from './menu';
