import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The component tests' one setup, for all three React packages.
// Each test starts from an empty document.
afterEach(() => cleanup());

// `findBy…` waits up to 5 s, not 1 s: on a busy CI machine a retried request or a lazy chunk can
// take longer than a second, and a passing test never waits for the limit.
configure({ asyncUtilTimeout: 5000 });
