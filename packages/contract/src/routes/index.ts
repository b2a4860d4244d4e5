// `@jinli/contract/routes`: the part of the contract the browser needs to send requests and boot —
// the route table, bases, error codes, envelope guard, codec and static file names — without a
// single zod schema, so the start page does not download zod. The schemas stay in the main entry
// (`@jinli/contract`), which the server uses and the client loads lazily to check answers in dev.
export * from '../codec';
export * from '../errors';
export * from './contentConstants';
export * from './chatConstants';
export * from './chatProtocol';
export * from './envelopeGuard';
export * from './gameConstants';
export * from './gameProtocol';
export * from './requestConstants';
export * from './routeDef';
export * from './runtimeConfigGuard';
export * from './socketConstants';
export * from './staticPaths';
export * from './table';
