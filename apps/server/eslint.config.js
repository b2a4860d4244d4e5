export { server as default } from '@jinli/eslint-config';
