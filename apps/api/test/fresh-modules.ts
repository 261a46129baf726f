// The API's unit and end-to-end files share their worker and the packages they import (vitest.config.ts), but
// each file evaluates our modules afresh: no module state of one file (a helper's server, a pool) is seen by the next.
import { vi } from 'vitest';

vi.resetModules();
