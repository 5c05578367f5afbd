import { act } from '@testing-library/react';
import { loadScript } from './load-script';

describe('third-party scripts', () => {
  it('load once per page, and again after a failure', async () => {
    const first = loadScript('https://cdn.example/a.js');
    expect(loadScript('https://cdn.example/a.js')).toBe(first);
    const tag = document.head.querySelector<HTMLScriptElement>('script[src="https://cdn.example/a.js"]');
    act(() => tag?.onerror?.(new Event('error')));
    await expect(first).rejects.toThrow('could not be loaded');
    expect(loadScript('https://cdn.example/a.js')).not.toBe(first);
  });
});
