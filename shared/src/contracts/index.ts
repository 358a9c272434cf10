export * from './plain';
export * from './schemas';
