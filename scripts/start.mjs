#!/usr/bin/env node
// `npm start`: build what is missing, then run the server in this process (so Ctrl+C in a terminal reaches it directly).
import { build } from './build.mjs';

// npm runs this script through a shell. When npm alone is told to stop (SIGTERM or SIGINT to its pid, as a
// process manager or a CI runner does), it passes the signal to that shell only, which exits without a word to
// us: the server and its embedded database would run on, orphaned. So when our parent goes away we stop the
// way Ctrl+C stops us (the server's SIGTERM handler closes the server, then the database).
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  process.kill(process.pid, 'SIGTERM');
}, 250);
watch.unref();

build();
await import('../apps/api/dist/main.js');
