import { Module } from '@nestjs/common';
import { DnsLookup, NodeDnsLookup } from './dns-lookup.js';
import { DomainIndex } from './domain-index.js';
import { DomainsController } from './domains.controller.js';
import { DomainsService } from './domains.service.js';

/** Sellers' custom domains: the calls of spec 000 §7, DNS verification, and the tls-allowed index. */
@Module({
  controllers: [DomainsController],
  providers: [{ provide: DnsLookup, useClass: NodeDnsLookup }, DomainIndex, DomainsService],
  exports: [DomainIndex, DomainsService],
})
export class DomainsModule {}
