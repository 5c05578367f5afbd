import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * PGlite is one connection: it runs one query at a time and a transaction holds it exclusively until it
 * ends, so queries of other requests simply wait. A query sent on the root client from *inside* a
 * transaction callback (using `db` instead of `tx`) would wait for that same transaction forever. This
 * guard turns that deadlock into an immediate, named error.
 */
export class OuterQueryInTransactionError extends Error {
  override name = 'OuterQueryInTransactionError';
  constructor() {
    super('A query used the root database inside a transaction: use the transaction handle (tx) there.');
  }
}

const insideTransaction = new AsyncLocalStorage<true>();

export function guardPglite(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const refuseInside = () => {
    if (insideTransaction.getStore()) throw new OuterQueryInTransactionError();
  };
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    refuseInside();
    return query(...args);
  }) as PGlite['query'];
  client.exec = (async (...args: Parameters<PGlite['exec']>) => {
    refuseInside();
    return exec(...args);
  }) as PGlite['exec'];
  client.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
    refuseInside();
    return transaction((tx) => insideTransaction.run(true, () => callback(tx)));
  }) as PGlite['transaction'];
  return client;
}
