export { api as default } from '@jinli/eslint-config';
