import './public.css';
import { bootIslands } from './islands/registry.js';
import './islands/shared/index.js';

// Every page: bring the marked parts of the server-rendered page to life.
bootIslands();
