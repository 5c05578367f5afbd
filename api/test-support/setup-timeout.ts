// Jest reads `testTimeout` only from the root configuration, not per project: the api project's tests
// (and their beforeAll hooks, which start embedded PostgreSQL) get two minutes here (a loaded two-core machine has taken over one to seed the PGlite world).
jest.setTimeout(120_000);
