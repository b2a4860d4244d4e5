// The console is an app that reads the contract (paths, types) and the domain (money), like the
// features layer does; tooling/eslint's 'app' layer allows only features and ui, so it takes the
// features layer's rules (no node IO, no zod of its own, no app imports).
export { features as default } from '@jinli/eslint-config';
