import { describe, expect, it } from 'vitest';
import { withStillHashes } from './bundle-budget';

describe('the bundle budget', () => {
  it('measures the code with the chunk-name hashes held still, and nothing else changed', () => {
    const a = 'import{a as t}from"./fan-common-DRXSAtdu.js";const s="/assets/app-Ab_9-xYz.css",name="my-file.js";';
    const b = 'import{a as t}from"./fan-common-Q1w2E3r4.js";const s="/assets/app-zz_0-1Aa.css",name="my-file.js";';
    expect(withStillHashes(a)).toBe(withStillHashes(b));
    expect(withStillHashes(a)).toContain('fan-common-00000000.js');
    expect(withStillHashes(a)).toContain('name="my-file.js"');
  });
});
