import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';

/**
 * For the web tests of a hook on an event stream: before each test, a fresh query client (no
 * retries), EventSource faked (FakeEventSource.opened lists what the hook opened) and fetch
 * answered by `answer`; after it, the globals restored. `client` is the current test's.
 */
export function streamHarness(answer: () => Promise<Response>) {
  const harness = {
    client: new QueryClient(),
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={harness.client}>{children}</QueryClientProvider>
    ),
  };
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('fetch', vi.fn(answer));
    harness.client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    harness.client.clear();
  });
  return harness;
}
