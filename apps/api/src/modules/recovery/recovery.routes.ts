import {
  errorSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  messageSchema,
  resetPasswordBodySchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@campus/contract';
import type { AppModule } from '../../container';
import { RecoveryRepository } from './recovery.repository';
import { RecoveryService } from './recovery.service';

const errors = { 400: errorSchema, 429: errorSchema } as const;

/** §7 recovery calls: forgot-pass (also the resend), verify-otp, reset-pass. */
export const recoveryModule: AppModule = async (app, { deps }) => {
  const recovery = new RecoveryService({
    db: deps.db,
    codes: new RecoveryRepository(deps.db),
    users: deps.users,
    mail: deps.mail,
    codeKey: deps.keys.codes,
    now: deps.now,
    limits: deps.authLimits.recovery,
    logCodes: deps.config.devTools,
  });
  // verify-otp answers a reset token: no cache may keep any answer of recovery (issue 18).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/user/forgot-pass',
    {
      schema: {
        tags: ['recovery'],
        summary: 'Email a 6-digit code (same answer for unknown emails)',
        body: forgotPasswordBodySchema,
        response: { 200: forgotPasswordResponseSchema, ...errors },
      },
    },
    async (request) => recovery.requestCode(request.body.email, request.ip),
  );

  app.post(
    '/user/verify-otp',
    {
      schema: {
        tags: ['recovery'],
        summary: 'Check the code; answers the one-time reset token reset-pass needs',
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpResponseSchema, ...errors },
      },
    },
    async (request) => recovery.verifyCode(request.body.email, request.body.otp, request.ip),
  );

  app.post(
    '/user/reset-pass',
    {
      schema: {
        tags: ['recovery'],
        summary: 'Set a new password with the reset token of a verified code',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => recovery.resetPassword(request.body.email, request.body.newPassword, request.body.resetToken, request.ip),
  );
};
