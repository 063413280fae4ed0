import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import multer from 'multer';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { multipartForm } from '../core/uploads/multipart-errors.js';
import { MailModule } from '../mail/mail.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminsController } from './admins.controller.js';
import { AuthLimits } from './auth-limits.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { SetupToken } from './first-admin.js';
import { LocalStrategy } from './local.strategy.js';
import { MembersService } from './members.service.js';
import { PasswordHasher } from './passwords.js';
import { SessionSerializer } from './session.serializer.js';
import { SigninGuard } from './signin.guard.js';
import { TrustedDevices } from './trusted-devices.js';
import { UsersController } from './users.controller.js';
// Two-factor sign-in.
import { PendingSignins } from './two-factor/pending-signins.js';
import { PendingSigninsRepository } from './two-factor/pending-signins.repository.js';
import { SecondStep } from './two-factor/second-step.js';
import { TwoFactorClock } from './two-factor/two-factor-clock.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';
import { TwoFactorRepository } from './two-factor/two-factor.repository.js';
import { HolderProof } from './two-factor/holder-proof.js';
import { SessionStart } from './session-start.js';
// Passkeys.
import { PasskeyChallenges } from './passkeys/passkey-challenges.js';
import { PasskeySignin } from './passkeys/passkey-signin.js';
import { PasskeySigninController } from './passkeys/passkey-signin.controller.js';
import { PasskeysController } from './passkeys/passkeys.controller.js';
import { PasskeysService } from './passkeys/passkeys.service.js';
import { PasskeyChallengesRepository } from './passkeys/passkey-challenges.repository.js';
import { PasskeysRepository } from './passkeys/passkeys.repository.js';
// Staff sessions.
import { SessionsController } from './sessions/sessions.controller.js';
import { SessionsService } from './sessions/sessions.service.js';

@Module({
  imports: [
    PassportModule.register({ session: true }),
    MailModule,
    // Two-factor sign-in: the company's name for the authenticator app.
    SettingsModule,
  ],
  controllers: [
    AdminsController,
    UsersController,
    TwoFactorController,
    PasskeysController,
    PasskeySigninController,
    SessionsController,
  ],
  providers: [
    AuthService,
    AuthRepository,
    MembersService,
    AuthLimits,
    LocalStrategy,
    SessionSerializer,
    SigninGuard,
    SetupToken,
    TrustedDevices,
    // Two-factor sign-in.
    TwoFactorClock,
    TwoFactorService,
    TwoFactorRepository,
    PendingSignins,
    PendingSigninsRepository,
    SecondStep,
    HolderProof,
    SessionStart,
    // Passkeys.
    PasskeyChallenges,
    PasskeyChallengesRepository,
    PasskeysService,
    PasskeysRepository,
    PasskeySignin,
    // Staff sessions.
    SessionsService,
    // The worker threads hashing passwords; closed with the app.
    {
      provide: PasswordHasher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new PasswordHasher(config.passwordHashing),
    },
  ],
  exports: [
    AuthService,
    SetupToken,
    PasswordHasher,
    MembersService,
    SessionsService,
    // Accepting an invitation while two-factor is required (docs/product.md §4.1a).
    SecondStep,
  ],
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
