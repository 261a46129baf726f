import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { DnsLookup, NodeDnsLookup } from './dns-lookup.js';
import { DomainIndex } from './domain-index.js';
import { DomainRecheck } from './domain-recheck.js';
import { DomainsController } from './domains.controller.js';
import { DomainsRepository } from './domains.repository.js';
import { DomainsService } from './domains.service.js';
import { SiteHosts } from './site-hosts.js';
import { TlsAllowedFastRoute } from './tls-allowed.fast-route.js';

/** Sellers' custom domains: the calls of spec 000 §7, DNS verification, the index behind tls-allowed and Host routing. */
@Module({
  imports: [UsersModule],
  controllers: [DomainsController],
  providers: [{ provide: DnsLookup, useClass: NodeDnsLookup }, DomainsRepository, DomainIndex, DomainsService, SiteHosts, DomainRecheck, TlsAllowedFastRoute],
  exports: [DomainIndex, DomainsService, SiteHosts, DomainRecheck, TlsAllowedFastRoute],
})
export class DomainsModule {}
