/**
 * The supplier invitation a registration link may carry (`/zhuce?invitation=<token>`, made by the
 * supply chain's invite): what the page shows of it and whether the form sends the token back
 * (field `invitation`; the server then links the new company to the inviting buyer, or refuses
 * the registration when the link is no longer live). A link the server calls invalid is not sent,
 * so the company can still register on its own; a check that got no answer sends it anyway (the
 * server decides).
 */
import { useEffect, useState } from 'react';
import { CODE_OK, callEnvelope, messageOf, supplyChainEndpoints, type Invitation } from '@pcf/shared';

export type InvitationState =
  | { status: 'none' }
  | { status: 'checking'; token: string }
  | { status: 'valid'; token: string; invitation: Invitation }
  | { status: 'invalid'; message: string }
  | { status: 'unchecked'; token: string };

export function useInvitation(token: string | null): InvitationState {
  const [state, setState] = useState<InvitationState>(token ? { status: 'checking', token } : { status: 'none' });
  useEffect(() => {
    if (!token) {
      setState({ status: 'none' });
      return undefined;
    }
    let active = true;
    setState({ status: 'checking', token });
    callEnvelope(supplyChainEndpoints.invitation, { query: { token } }, { silent: true })
      .then((envelope) => {
        if (!active) return;
        if (envelope.code === CODE_OK && envelope.data) setState({ status: 'valid', token, invitation: envelope.data });
        else setState({ status: 'invalid', message: messageOf(envelope) });
      })
      .catch(() => active && setState({ status: 'unchecked', token }));
    return () => {
      active = false;
    };
  }, [token]);
  return state;
}

/** The token the form sends back, if any. */
export function invitationToSend(state: InvitationState): string | null {
  return state.status === 'checking' || state.status === 'valid' || state.status === 'unchecked' ? state.token : null;
}
