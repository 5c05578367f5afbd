/** The whole data model of docs/spec.md section 3, split by domain. */
export * from './reference';
export * from './users';
export * from './games';
export * from './teams';
export * from './tournaments';
export * from './entries';
export * from './results';
export * from './news';
export * from './community';
export * from './support';
export * from './ratings';
export * from './media';
export * from './organizers';
export * from './brackets';
export * from './custom-games';
