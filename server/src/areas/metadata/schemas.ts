/**
 * The object list's body and answer for the screen-specific lists of other areas that are still
 * registered by hand (/rest/project/getObjDataByPage, /rest/footprint/getObjDataByPage): the
 * contract's schemas (objectEndpoints.page), in the envelope. Remove once those routes come from
 * their endpoints.
 */
import { ObjPageRequestSchema, ObjPageSchema } from '@pcf/shared/contracts';
import { Envelope } from '../../http/envelope';

export const PageBody = ObjPageRequestSchema;
export const PageReply = Envelope(ObjPageSchema);
