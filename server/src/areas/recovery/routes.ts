/** /ForgotPassword's calls: ask for a recovery link, and set a new password with it. Both public. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { EnvelopeWithout } from '../../http/envelope';
import { translate } from '../../http/messages';
import { CODE_OK, RECOVERY_LINK_MINUTES } from '../../contractValues';
import { deliveryOf } from '../outbox/service';
import { requestRecovery, resetWithLink } from './service';

const ForgotPasswordBody = Type.Object({
  account: Type.String({ maxLength: 64 }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Type.String({ maxLength: 32 })),
});

const ResetPasswordBody = Type.Object({
  token: Type.String({ maxLength: 128 }),
  password: Type.String({ maxLength: 128 }),
});

export const recoveryRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, config, outbox } = ctx;
  const settings = { publicUrl: config.publicUrl, deliveryOf: (channel: 'email' | 'phone') => deliveryOf(channel, outbox.sender) };

  app.post(
    '/rest/forgotPassword',
    {
      config: { public: true },
      schema: { tags: ['session'], body: ForgotPasswordBody, response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      const issued = await requestRecovery(db, request.body, settings, clock.now());
      if (issued) outbox.deliverLater(issued.outboxId, issued.message);
      // the same words whether a link was issued or not
      return { code: CODE_OK, msg: translate('recoveryRequested', request.language, { minutes: RECOVERY_LINK_MINUTES }) };
    },
  );

  app.post(
    '/rest/resetPassword',
    {
      config: { public: true },
      schema: { tags: ['session'], body: ResetPasswordBody, response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      await resetWithLink(db, request.body.token, request.body.password, clock.now());
      return { code: CODE_OK, msg: translate('passwordResetDone', request.language) };
    },
  );
};
