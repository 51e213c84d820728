import { act } from '@testing-library/react';

/**
 * Lets the live-stock provider connect: it waits a second after the first listener, then loads
 * the socket client with a dynamic import, which resolves over a few microtasks.
 */
export async function connectLiveStock(): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(1000);
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  });
}
