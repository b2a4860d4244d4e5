export { domain as default } from '@jinli/eslint-config';
