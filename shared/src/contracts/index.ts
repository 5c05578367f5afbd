export * from './routes';
export * from './user';
export * from './api-envelope';
export * from './error-codes';
export * from './game';
export * from './country';
export * from './tournament';
export * from './api-paths';
