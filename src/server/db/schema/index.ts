export * from './auth';
export * from './documents';
export * from './events';
export * from './files';
export * from './master-data';
export * from './operation-logs';
export * from './orders';
export * from './tenancy';
