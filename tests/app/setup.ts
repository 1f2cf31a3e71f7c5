import { configure } from '@testing-library/react';

// find* and waitFor wait up to 5 s (default 1 s): lazily loaded pages render late on a busy shared machine. A test
// that passes only waits as long as it needs.
configure({ asyncUtilTimeout: 5_000 });
