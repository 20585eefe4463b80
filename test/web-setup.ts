import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// What Testing Library does by itself under globals: each test starts from an empty document.
afterEach(() => cleanup());
