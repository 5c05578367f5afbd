import { RemoteUnavailableError } from '../federation/remote-routes-loader';
import { reportCaughtError } from './report-errors';

describe('caught render errors', () => {
  const log = () => ({ warn: jest.fn(), error: jest.fn() });

  it('reports an unavailable remote as one short warning', () => {
    const console = log();
    reportCaughtError(new RemoteUnavailableError('mfe-teams', new Error('offline')), { componentStack: '\n at X' }, console);
    expect(console.warn).toHaveBeenCalledWith('[remote] mfe-teams is unavailable; its area shows the retry panel.');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('reports any other error in full, with the component stack', () => {
    const console = log();
    const bug = new TypeError('x is undefined');
    reportCaughtError(bug, { componentStack: '\n at Page' }, console);
    expect(console.error).toHaveBeenCalledWith(bug, '\n at Page');
    expect(console.warn).not.toHaveBeenCalled();
  });
});
