require('@testing-library/jest-dom');

// A page test types into forms with user-event; on two cores shared with the API suites one may take longer
// than jest's 5 s default without being wrong (jest reads testTimeout only from the root configuration, so
// each project sets its own here). findBy* and waitFor give up after 1 s by default: 5 s here, and a passing
// wait still ends as soon as its condition holds.
jest.setTimeout(20_000);
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
