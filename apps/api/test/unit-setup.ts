// The API's unit files share their worker and the packages they import (vitest.config.ts), but each file
// evaluates our modules afresh: no module state of one file is seen by the next.
import { vi } from 'vitest';

vi.resetModules();
