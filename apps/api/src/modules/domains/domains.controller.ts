import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  API,
  DOMAIN_MESSAGES,
  domainHostSchema,
  domainPrimarySchema,
  MAX_DOMAIN_INPUT_LENGTH,
  routeOf,
  userDomainSchema,
  type DomainHostRequest,
  type DomainPrimaryRequest,
  type UserDomainRequest,
} from '@cod/contracts';
import { InvalidInputError } from '../../common/errors/domain-error.js';
import { ContractPipe, validateBody } from '../../common/pipes/contract.pipe.js';
import { CurrentAuth, type AuthContext } from '../auth/index.js';
import { DomainsService } from './domains.service.js';

const paths = API.domains;

/** Custom domains (spec 000 §7): every call acts on the signed-in seller's own domains (tls-allowed: tls-allowed.fast-route.ts). */
@Controller()
export class DomainsController {
  constructor(
    private readonly domains: DomainsService,
  ) {}

  @Get(routeOf(paths.userDomain))
  getSingle(@CurrentAuth() auth: AuthContext) {
    return this.domains.getSingle(auth.user.id);
  }

  @Post(routeOf(paths.userDomain))
  @HttpCode(201)
  addSingle(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(userDomainSchema)) body: UserDomainRequest) {
    return this.domains.addSingle(auth.user.id, body.domain);
  }

  @Post(routeOf(paths.userDomainVerify))
  @HttpCode(200)
  verifySingle(@CurrentAuth() auth: AuthContext) {
    return this.domains.verifySingle(auth.user.id);
  }

  @Delete(routeOf(paths.userDomain))
  removeSingle(@CurrentAuth() auth: AuthContext) {
    return this.domains.removeSingle(auth.user.id);
  }

  @Get(routeOf(paths.list))
  list(@CurrentAuth() auth: AuthContext) {
    return this.domains.list(auth.user.id);
  }

  @Post(routeOf(paths.list))
  @HttpCode(201)
  add(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(domainHostSchema)) body: DomainHostRequest) {
    return this.domains.add(auth.user.id, body.host);
  }

  @Post(routeOf(paths.verify))
  @HttpCode(200)
  verify(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(domainHostSchema)) body: DomainHostRequest) {
    return this.domains.verify(auth.user.id, body.host);
  }

  @Post(routeOf(paths.primary))
  @HttpCode(200)
  primary(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(domainPrimarySchema)) body: DomainPrimaryRequest) {
    return this.domains.setPrimary(auth.user.id, body.domainId);
  }

  @Post(routeOf(paths.refresh))
  @HttpCode(200)
  refresh(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(domainHostSchema)) body: DomainHostRequest) {
    return this.domains.refresh(auth.user.id, body.host);
  }

  @Post(routeOf(paths.testDns))
  @HttpCode(200)
  testDns(@CurrentAuth() auth: AuthContext, @Body(new ContractPipe(domainHostSchema)) body: DomainHostRequest) {
    return this.domains.testDns(auth.user.id, body.host);
  }

  @Delete(`${routeOf(paths.list)}/:host`)
  remove(@CurrentAuth() auth: AuthContext, @Param('host') host: string) {
    if (typeof host !== 'string' || host.length > MAX_DOMAIN_INPUT_LENGTH) throw InvalidInputError.field('host', DOMAIN_MESSAGES.hostTooLong);
    return this.domains.remove(auth.user.id, validateBody(domainHostSchema, { host }).host);
  }
}
