/**
 * jsdom plus Node's Fetch API classes. react-router's data routers build a Request for every navigation
 * (and redirect() a Response), which plain jsdom lacks; Node's Request also insists on Node's AbortSignal,
 * so the abort classes come along. Test files opt in with the docblock
 *   @jest-environment ./src/testing/jsdom-with-fetch.mjs
 */
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = ['Request', 'Response', 'Headers', 'fetch', 'AbortController', 'AbortSignal', 'ReadableStream', 'Blob'];

export default class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}
