/** Transfers feed answers: types inferred from the response schemas. */
export type { Transfer } from './responses/transfer';
