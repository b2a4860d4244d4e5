export * from './codec';
export * from './company';
export * from './endpoints';
export * from './envelope';
export * from './errors';
export * from './notice';
export * from './runtimeConfig';
export * from './staticConfig';
