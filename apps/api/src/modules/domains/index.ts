export { DomainsModule } from './domains.module.js';
export { DomainIndex } from './domain-index.js';
export { DomainsService } from './domains.service.js';
export { SiteHosts, hostNameOf, type HostScope } from './site-hosts.js';
