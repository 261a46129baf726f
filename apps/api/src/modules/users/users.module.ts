import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSeedService } from './admin-seed.service.js';
import { PasswordHasher } from './password-hasher.js';
import { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersRepository, UsersService, PasswordHasher, AdminSeedService],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
