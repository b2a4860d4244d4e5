export { app as default } from '@jinli/eslint-config';
