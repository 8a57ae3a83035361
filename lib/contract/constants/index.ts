export * from './item-type';
export * from './payment';
export * from './course-type';
export * from './media-types';
export * from './gender';
export * from './codes';
export * from './limits';
