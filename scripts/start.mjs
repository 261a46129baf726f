#!/usr/bin/env node
// `npm start`: build what is missing, then run the server in this process (so Ctrl+C reaches it directly).
import { build } from './build.mjs';

build();
await import('../apps/api/dist/main.js');
