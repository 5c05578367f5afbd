import { KeyedGate } from './tournament-gate';

/** The applications' gate: one write per tournament at a time, others in parallel, a bounded wait. */
describe('KeyedGate', () => {
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs the writes of one key one after the other, in the order they came, and other keys at once', async () => {
    const gate = new KeyedGate(1000);
    const log: string[] = [];
    const write = (key: number, name: string, ms: number) =>
      gate.run(key, async () => {
        log.push(`${name} start`);
        await later(ms);
        log.push(`${name} end`);
        return name;
      });
    const answers = await Promise.all([write(1, 'a', 30), write(1, 'b', 5), write(2, 'c', 5), write(1, 'd', 1)]);
    expect(answers).toEqual(['a', 'b', 'c', 'd']);
    expect(log.filter((line) => !line.startsWith('c'))).toEqual(['a start', 'a end', 'b start', 'b end', 'd start', 'd end']);
    expect(log.indexOf('c end')).toBeLessThan(log.indexOf('a end'));
    expect(gate.size).toBe(0);
  });

  it('answers 503 errors.database_unavailable after its wait, and the next in line still waits for the running one', async () => {
    const gate = new KeyedGate(400);
    let running = true;
    const first = gate.run(1, async () => {
      await later(600);
      running = false;
    });
    const second = gate.run(1, async () => 'never');
    await later(300);
    // Queued before the second gives up: it must still wait for the first, not run beside it.
    const third = gate.run(1, async () => running);
    await expect(second).rejects.toMatchObject({ statusCode: 503, code: 'errors.database_unavailable' });
    await first;
    await expect(third).resolves.toBe(false);
    expect(gate.size).toBe(0);
  });

  it('a failed write frees the turn', async () => {
    const gate = new KeyedGate(1000);
    await expect(gate.run(1, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(gate.run(1, async () => 'next')).resolves.toBe('next');
  });
});
