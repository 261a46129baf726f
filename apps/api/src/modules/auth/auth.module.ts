import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SESSION_TTL_DAYS } from '@cod/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { UsersModule } from '../users/index.js';
import { ApiTokensController } from './api-tokens.controller.js';
import { ApiTokensService } from './api-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LoginThrottle } from './login-throttle.service.js';
import { RolesGuard } from './roles.guard.js';
import { ScopesGuard } from './scopes.guard.js';
import { Session } from './session.entity.js';
import { LoginFailuresRepository } from './login-failures.repository.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/** Sign-in, sessions, personal API tokens, and the global guards every route passes: sign-in, the role, a token's scopes. */
@Module({
  imports: [
    UsersModule,
    PassportModule,
    TypeOrmModule.forFeature([Session]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: `${SESSION_TTL_DAYS}d` },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, ApiTokensController],
  providers: [
    AuthService,
    SessionsRepository,
    SessionsService,
    LoginFailuresRepository,
    LoginThrottle,
    JwtStrategy,
    ApiTokensService,
    // Order matters: sign-in first (a session or a personal API token), then the role, then a token's scopes.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: ScopesGuard },
  ],
  exports: [SessionsService],
})
export class AuthModule {}
