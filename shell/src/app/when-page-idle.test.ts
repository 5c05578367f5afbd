import { IDLE_TIMEOUT_MS, whenPageIdle } from './when-page-idle';

describe('whenPageIdle', () => {
  const fakeWindow = (readyState: DocumentReadyState) => {
    const listeners: Record<string, () => void> = {};
    const idle: Array<{ run: () => void; timeout?: number }> = [];
    const win = {
      document: { readyState },
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) => {
        idle.push({ run, timeout: options?.timeout });
        return 1;
      },
      setTimeout: (run: () => void) => {
        run();
        return 1;
      },
    };
    return { win: win as unknown as Window, listeners, idle };
  };

  it('waits for the load event, then for an idle moment, with a time limit', () => {
    const { win, listeners, idle } = fakeWindow('interactive');
    const task = jest.fn();
    whenPageIdle(task, win);
    expect(idle).toHaveLength(0);
    listeners.load?.();
    expect(task).not.toHaveBeenCalled();
    expect(idle[0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    idle[0]?.run();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('schedules at once on a page that has already loaded', () => {
    const { win, idle } = fakeWindow('complete');
    const task = jest.fn();
    whenPageIdle(task, win);
    idle[0]?.run();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    const { win } = fakeWindow('complete');
    delete (win as unknown as { requestIdleCallback?: unknown }).requestIdleCallback;
    const task = jest.fn();
    whenPageIdle(task, win);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
