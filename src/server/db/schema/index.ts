export * from './auth';
export * from './operation-logs';
export * from './tenancy';
