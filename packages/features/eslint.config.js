export { features as default } from '@jinli/eslint-config';
