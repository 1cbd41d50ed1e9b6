import {
  accountChangeResponseSchema,
  addPhoneBodySchema,
  changeEmailBodySchema,
  changeEmailStartedSchema,
  changePasswordBodySchema,
  confirmEmailChangeBodySchema,
  errorSchema,
  messageSchema,
  signInBodySchema,
  signInResponseSchema,
  signUpBodySchema,
  signUpResponseSchema,
  userProfileSchema,
} from '@campus/contract';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { EmailChangeRepository } from './email-change.repository';
import { EmailChangeService } from './email-change.service';
import { toProfile, UsersService } from './users.service';

const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema } as const;
const bearer = [{ bearer: [] }];

/** §7 user/* account calls: sign-up and sign-in here (public); profile and the settings screens in userAccountModule. */
export const usersModule: AppModule = async (app, { deps }) => {
  const users = new UsersService(deps.users, deps.tokens, deps.authLimits.users);
  // Answers here carry tokens or personal data: no cache, shared or private, may keep them (issue 18).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/user/sign-up',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account',
        body: signUpBodySchema,
        response: { 201: signUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await users.signUp(request.body, request.ip)),
  );

  app.post(
    '/user/sign-in',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in with phone number and password',
        body: signInBodySchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request) => users.signIn(request.body.phone_number, request.body.password, request.ip),
  );
};

/** The signed-in account's calls (the shopper area's one guard checks who is asking, decision 095). */
export const userAccountModule: AppModule = async (app, { deps }) => {
  const users = new UsersService(deps.users, deps.tokens, deps.authLimits.users);
  const emailChange = new EmailChangeService({
    db: deps.db,
    users: deps.users,
    changes: new EmailChangeRepository(deps.db),
    mail: deps.queuedMail,
    tokens: deps.tokens,
    codeKey: deps.keys.codes,
    now: deps.now,
    limits: deps.authLimits.users,
  });
  // Answers here carry personal data: no cache, shared or private, may keep them (issue 18).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/user/profile',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in shopper's profile",
        security: bearer,
        response: { 200: userProfileSchema, 401: errorSchema },
      },
    },
    async (request) => toProfile(currentUser(request)),
  );

  app.post(
    '/user/add_phone',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the phone number',
        security: bearer,
        body: addPhoneBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => users.updatePhone(currentUser(request), request.body.phone_number),
  );

  app.post(
    '/user/change_password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the password (older tokens are revoked)',
        security: bearer,
        body: changePasswordBodySchema,
        response: { 200: accountChangeResponseSchema, ...errors },
      },
    },
    async (request) => users.changePassword(currentUser(request), request.body.oldPassword, request.body.newPassword, request.ip),
  );

  app.post(
    '/user/change_email',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the recovery email, step 1: the new address and the current password; a 6-digit code is mailed to the new address',
        security: bearer,
        body: changeEmailBodySchema,
        response: { 200: changeEmailStartedSchema, ...errors },
      },
    },
    async (request) => emailChange.start(currentUser(request), request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/user/change_email/confirm',
    {
      schema: {
        tags: ['users'],
        summary:
          'Change the recovery email, step 2: the code from the new address; the email changes now (fresh token; the old address is told)',
        security: bearer,
        body: confirmEmailChangeBodySchema,
        response: { 200: accountChangeResponseSchema, ...errors },
      },
    },
    async (request) => emailChange.confirm(currentUser(request), request.body.code),
  );

  app.post(
    '/user/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign out: this token and every older one stop working (addition, issue 18)',
        security: bearer,
        response: { 200: messageSchema, 401: errorSchema },
      },
    },
    async (request) => users.logout(currentUser(request)),
  );
};
