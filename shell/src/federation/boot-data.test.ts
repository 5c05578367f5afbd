import { BOOT_DATA_ELEMENT_ID, serializeBootData } from '@portal/shared/contracts';
import { bootData, resetBootData, takeBootManifest } from './boot-data';

const MANIFEST_PATH = '/remotes/mfe-content/1.0.0-abc/mf-manifest.json';

function writeBoot(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

describe('boot data written by the server', () => {
  afterEach(() => {
    document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
    resetBootData();
  });

  it('gives the registry, and the page remote manifest once (later loads ask the server)', () => {
    writeBoot(serializeBootData({ remotes: { 'mfe-content': MANIFEST_PATH }, manifests: { [MANIFEST_PATH]: { name: 'mfe_content' } } }));
    expect(bootData()?.remotes).toEqual({ 'mfe-content': MANIFEST_PATH });
    const url = new URL(MANIFEST_PATH, window.location.href).href;
    expect(takeBootManifest('http://elsewhere.example/mf-manifest.json')).toBeUndefined();
    expect(takeBootManifest(url)).toEqual({ name: 'mfe_content' });
    expect(takeBootManifest(url)).toBeUndefined();
  });

  it('is absent on a page served without it (development servers)', () => {
    expect(bootData()).toBeNull();
    expect(takeBootManifest(new URL(MANIFEST_PATH, window.location.href).href)).toBeUndefined();
  });
});
