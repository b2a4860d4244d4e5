import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI shares two cores between several test runners: give findBy*/waitFor room before they fail
// (they still resolve as soon as the element appears).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
