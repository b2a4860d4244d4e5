export { socket as default } from '@jinli/eslint-config';
