export { contract as default } from '@jinli/eslint-config';
