import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, publicBaseUrl, type AppConfig } from './app-config.js';

/** How links to published sites are written: PUBLIC_BASE_URL, or this server's own port once it listens. */
@Injectable()
export class PublicUrl {
  private port?: number;
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  setListeningPort(port: number) {
    this.port = port;
  }

  base(): string {
    return publicBaseUrl(this.config, this.port ?? this.config.port);
  }

  site(customUrl: string): string {
    return `${this.base()}/${customUrl}`;
  }
}
