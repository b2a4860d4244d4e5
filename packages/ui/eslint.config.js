export { ui as default } from '@jinli/eslint-config';
