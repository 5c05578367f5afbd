// Jest reads `testTimeout` only from the root configuration, not per project: the api project's tests
// (and their beforeAll hooks, which start embedded PostgreSQL) get their minute here.
jest.setTimeout(60_000);
