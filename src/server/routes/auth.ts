import { DomainError } from '../errors';
import type { SessionCookie } from '../plugins/security';
import type { SessionUser } from '../services/auth/sessions';
import type { AccountsService } from '../services/auth/accounts';
import { endSession } from '../services/auth/sessions';
import type { Db } from '../db/client';
import { envelope, sendJson, type Handlers } from './handler';
import { LOGIN_REQUIRED } from '../../shared/account-messages';

export function userView(user: SessionUser) {
  return { user: { _id: user.id, username: user.username, email: user.email, phone: user.phone, address: user.address, role: user.role } };
}

/** Sign-up, login, logout, password reset and the one-time codes they need. */
export function authHandlers({ db, accounts, sessionCookie }: { db: Db; accounts: AccountsService; sessionCookie: SessionCookie }) {
  return {
    async sendSignUpOtp(request, reply) {
      const { email } = request.body;
      return sendJson(reply, envelope(null, await accounts.sendSignUpOtp(email, request.ip)));
    },
    async sendResetOtp(request, reply) {
      const { email } = request.body;
      return sendJson(reply, envelope(null, await accounts.sendResetOtp(email, request.ip)));
    },
    async register(request, reply) {
      const { user, token } = await accounts.register(request.body);
      const previous = sessionCookie.read(request);
      if (previous) await endSession(db, previous);
      sessionCookie.set(reply, token);
      return sendJson(reply, envelope(userView(user), 'Account created successfully.'));
    },
    async login(request, reply) {
      const { user, token } = await accounts.login(request.body, request.ip);
      // Rotate: whatever session this browser had before is ended, a new token is issued.
      const previous = sessionCookie.read(request);
      if (previous) await endSession(db, previous);
      sessionCookie.set(reply, token);
      return sendJson(reply, envelope(userView(user), 'Logged in successfully.'));
    },
    async logout(request, reply) {
      const token = sessionCookie.read(request);
      if (token) await endSession(db, token);
      sessionCookie.clear(reply);
      return sendJson(reply, envelope(null, 'Logged out successfully.'));
    },
    async verify(request, reply) {
      if (!request.user) throw new DomainError('UNAUTHORIZED', LOGIN_REQUIRED);
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(envelope(userView(request.user)));
    },
    async resetPassword(request, reply) {
      const message = await accounts.resetPassword(request.body);
      const token = sessionCookie.read(request);
      if (token) sessionCookie.clear(reply);
      return sendJson(reply, envelope(null, message));
    },
  } satisfies Partial<Handlers>;
}
