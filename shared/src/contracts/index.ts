export * from './routes';
export * from './user';
export * from './api-envelope';
export * from './error-codes';
