import { sharedCheck } from './database-check';

describe('sharedCheck', () => {
  it('lets concurrent callers share one check, and a passed check answer for its max age', async () => {
    let clock = 0;
    let calls = 0;
    const check = sharedCheck(async () => {
      calls += 1;
    }, 1000, () => clock);
    await Promise.all([check(), check(), check()]);
    expect(calls).toBe(1);
    clock = 999;
    await check();
    expect(calls).toBe(1);
    clock = 1000;
    await check();
    expect(calls).toBe(2);
  });

  it('does not keep a failure: every caller of the failed check sees it, the next one checks again', async () => {
    let fail = true;
    let calls = 0;
    const check = sharedCheck(async () => {
      calls += 1;
      if (fail) throw new Error('down');
    }, 1000);
    await expect(Promise.all([check(), check()])).rejects.toThrow('down');
    expect(calls).toBe(1);
    fail = false;
    await expect(check()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
