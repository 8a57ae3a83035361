export * from './define-endpoint';
export * from './headers';
export * from './envelope';
export * from './primitives';
export * from './constants';
export * from './entities';
export * from './endpoints';
