/** /system/post: the list is the object table on sys_post; a post is saved through /rest/saveObjData. */
import { objectApi } from '@pcf/shared';
import type { ObjRow } from '@pcf/shared';

export const POST_OBJECT = 'sys_post';

export const postApi = {
  /** Adds the post, or changes it when the row has an id. */
  save: (data: ObjRow) => objectApi.save(POST_OBJECT, data),
};
