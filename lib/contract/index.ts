export * from './define-endpoint';
export * from './headers';
export * from './envelope';
