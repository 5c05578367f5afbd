import { plainStringStorage, readStored, writeStored } from './browser-storage';

describe('browser storage helpers', () => {
  it('write, read and remove plain strings in local and session storage', () => {
    writeStored('request_id', 'r-1', 'sessionStorage');
    expect(window.sessionStorage.getItem('request_id')).toBe('r-1');
    expect(readStored('request_id', 'sessionStorage')).toBe('r-1');
    writeStored('request_id', null, 'sessionStorage');
    expect(readStored('request_id', 'sessionStorage')).toBeNull();
  });

  it('survive a storage that throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeStored('k', 'v')).not.toThrow();
    spy.mockRestore();
  });

  it('notify subscribers of changes made in other tabs', () => {
    const callback = jest.fn();
    const unsubscribe = plainStringStorage.subscribe('authToken', callback, null);
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: 'other-tab', storageArea: window.localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{}', storageArea: window.localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: null, storageArea: window.localStorage }));
    expect(callback.mock.calls).toEqual([['other-tab'], [null]]);
    unsubscribe();
  });
});
