/** Search answers: types inferred from the response schemas. */
export type { SearchResults } from './responses/search';
