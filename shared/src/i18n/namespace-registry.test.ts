import { i18n, initI18n } from './instance';
import { namespaceReloads, registerNamespace } from './namespace-registry';

describe('namespace loaders of the remotes', () => {
  it('loads a namespace through its loader, and again when a new version of its remote registers another loader', async () => {
    await initI18n('en');
    registerNamespace('release-probe', async () => ({ default: { greeting: 'old version' } }));
    await i18n.loadNamespaces('release-probe');
    expect(i18n.t('greeting', { ns: 'release-probe' })).toBe('old version');

    registerNamespace('release-probe', async () => ({ default: { greeting: 'new version' } }));
    await namespaceReloads();
    expect(i18n.t('greeting', { ns: 'release-probe' })).toBe('new version');
  });

  it('does not reload when the same loader is registered again, or a namespace was never loaded', async () => {
    await initI18n('en');
    const loader = jest.fn(async () => ({ default: { greeting: 'same' } }));
    registerNamespace('release-probe-2', loader);
    await i18n.loadNamespaces('release-probe-2');
    const loads = loader.mock.calls.length;
    registerNamespace('release-probe-2', loader);
    await namespaceReloads();
    expect(loader).toHaveBeenCalledTimes(loads);

    const unused = jest.fn(async () => ({ default: {} }));
    registerNamespace('release-probe-3', unused);
    registerNamespace('release-probe-3', async () => ({ default: {} }));
    await namespaceReloads();
    expect(unused).not.toHaveBeenCalled();
  });
});
