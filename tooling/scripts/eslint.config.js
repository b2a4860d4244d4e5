export { tooling as default } from '@jinli/eslint-config';
