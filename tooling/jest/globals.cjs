// Build-time constants that rspack's DefinePlugin provides in the bundles.
globalThis.__APP_NAME__ = 'test';
globalThis.__APP_VERSION__ = '0.0.0-test';
globalThis.__API_BASE__ = '/api';
