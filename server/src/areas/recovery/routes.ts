/** /ForgotPassword's calls: ask for a recovery link, and set a new password with it. Both public. */
import type { FastifyPluginAsync } from 'fastify';
import { CODE_OK, RECOVERY_LINK_MINUTES, recoveryEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { translate } from '../../http/messages';
import { route } from '../../http/route';
import { deliveryOf } from '../outbox/service';
import { requestRecovery, resetWithLink } from './service';

export const recoveryRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock, config, outbox } = ctx;
  const settings = { publicUrl: config.publicUrl, deliveryOf: (channel: 'email' | 'phone') => deliveryOf(channel, outbox.sender) };

  route(app, recoveryEndpoints.forgotPassword, async (request) => {
    const issued = await requestRecovery(db, request.body, settings, clock.now());
    if (issued) outbox.deliverLater(issued.outboxId, issued.message);
    // the same words whether a link was issued or not
    return { code: CODE_OK, msg: translate('recoveryRequested', request.language, { minutes: RECOVERY_LINK_MINUTES }) };
  });

  route(app, recoveryEndpoints.resetPassword, async (request) => {
    await resetWithLink(db, request.body.token, request.body.password, clock.now());
    return { code: CODE_OK, msg: translate('passwordResetDone', request.language) };
  });
};
