import { ConsoleLogger } from '@nestjs/common';

// Start-up chatter that says nothing an operator needs at the default level.
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Nest's console logger without the per-module start-up lines (shown again with LOG_LEVEL=debug). */
export class AppLogger extends ConsoleLogger {
  override log(message: unknown, context?: string) {
    if (context && QUIET_CONTEXTS.has(context) && !this.isLevelEnabled('debug')) return;
    super.log(message, context);
  }
}
