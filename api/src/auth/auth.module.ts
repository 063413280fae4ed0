import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import multer from 'multer';
import { multipartForm } from '../core/uploads/multipart-errors.js';
import { MailModule } from '../mail/mail.module.js';
import { AdminsController } from './admins.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';
import { SessionSerializer } from './session.serializer.js';
import { SigninGuard } from './signin.guard.js';
import { UsersController } from './users.controller.js';

@Module({
  imports: [PassportModule.register({ session: true }), MailModule],
  controllers: [AdminsController, UsersController],
  providers: [AuthService, LocalStrategy, SessionSerializer, SigninGuard],
  exports: [AuthService],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Sign-in is a multipart form (docs/product.md §6.4); its fields must be read before the guard
    // runs.
    consumer
      .apply(multipartForm(multer({ limits: { files: 0, fields: 10, fieldSize: 4096 } }).none()))
      .forRoutes({ path: 'admins/auth/signin', method: RequestMethod.POST });
  }
}
