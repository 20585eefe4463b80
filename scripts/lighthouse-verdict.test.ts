import { describe, expect, it } from 'vitest';
import { verdict } from './lighthouse-verdict';

const yardstick = { page: 'yardstick', performance: 100, tbtMs: 4 };

describe('the Lighthouse verdict', () => {
  it('says which pages met the targets and which missed, and by what', () => {
    const line = verdict(yardstick, [
      { page: '/', performance: 97, tbtMs: 0 },
      { page: '/request?qr=…', performance: 92, tbtMs: 291.4 },
      { page: '/artist/…', performance: 89, tbtMs: 200 },
    ]);
    expect(line).toContain('/ met; /request?qr=… missed (TBT 291 ms); /artist/… missed (Performance 89).');
    expect(line).not.toContain('busy');
  });

  it('does not judge the pages when the yardstick itself scores under 98', () => {
    const line = verdict({ ...yardstick, performance: 97 }, [{ page: '/', performance: 99, tbtMs: 0 }]);
    expect(line).toContain('Not judged: the yardstick scored 97');
    expect(line).not.toContain('/ met');
  });

  it('says the machine is busy when the script-less yardstick blocks the main thread', () => {
    const line = verdict({ ...yardstick, tbtMs: 44.2 }, [{ page: '/', performance: 97, tbtMs: 99 }]);
    expect(line).toContain('/ met.');
    expect(line).toContain("The yardstick's own TBT was 44 ms: the machine is busy");
  });
});
