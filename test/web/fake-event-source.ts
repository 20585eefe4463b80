import { act } from '@testing-library/react';

/** EventSource as the browser has it, driven by the test: open it, then send it named events. */
export class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(name: string, data: unknown, id = '') {
    act(() => this.listeners.get(name)?.(new MessageEvent(name, { data: JSON.stringify(data), lastEventId: id })));
  }
}
