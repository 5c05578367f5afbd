/**
 * jsdom plus Node's Fetch API classes. react-router's data routers build a Request for every navigation
 * (and redirect() a Response), which plain jsdom lacks; Node's Request also insists on Node's AbortSignal,
 * so the abort classes come along. It is the environment of every DOM jest project (jest.config.js).
 * Blob, File and FormData stay jsdom's, so multipart code sees the browser's classes.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = ['Request', 'Response', 'Headers', 'fetch', 'AbortController', 'AbortSignal', 'ReadableStream'];

export default class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}
