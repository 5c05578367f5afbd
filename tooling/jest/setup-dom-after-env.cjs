require('@testing-library/jest-dom');

// findBy* and waitFor give up after 1 s by default; on two cores shared with the API suites a page may take
// longer to settle without being wrong. A passing wait still ends as soon as its condition holds.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
