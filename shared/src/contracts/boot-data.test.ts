import { parseBootData, serializeBootData } from './boot-data';

describe('boot data', () => {
  it('round-trips, and no value can close the script element it sits in', () => {
    const data = { remotes: { 'mfe-content': '/remotes/mfe-content/1/mf-manifest.json' }, manifests: { x: { name: '</script><script>alert(1)</script>' } } };
    const text = serializeBootData(data);
    expect(text).not.toContain('</script');
    expect(parseBootData(text)).toEqual(data);
  });

  it('is null when missing or malformed, and tolerates missing manifests', () => {
    expect(parseBootData(null)).toBeNull();
    expect(parseBootData('{not json')).toBeNull();
    expect(parseBootData('{"manifests":{}}')).toBeNull();
    expect(parseBootData('{"remotes":{"mfe-auth":"/m.json"}}')).toEqual({ remotes: { 'mfe-auth': '/m.json' }, manifests: {} });
  });
});
