export * from './routes';
export * from './user';
