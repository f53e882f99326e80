/**
 * /system/post (岗位管理): the company's posts on the shared object table (sys_post): paging,
 * search, column settings, export; add and edit in a modal form; delete with the standard confirm.
 * Each button shows only with its system:post:* right (the server checks them again).
 */
import { useRef, useState } from 'react';
import { Card } from 'antd';
import { objectEndpoints, useAccess } from '@pcf/shared';
import type { ObjRow } from '@pcf/shared';
import { ObjectTable } from '@pcf/shared/ui';
import type { ObjectTableHandle } from '@pcf/shared';
import { POST_OBJECT } from './api';
import { PostFormModal, useStatusFallback } from './parts/PostFormModal';

export default function PostPage() {
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  // undefined: closed; null: adding; a row: editing it
  const [editing, setEditing] = useState<ObjRow | null | undefined>(undefined);
  const statusFallback = useStatusFallback();
  const mayEdit = access.hasPermission('system:post:edit');
  return (
    <Card>
      <ObjectTable
        ref={table}
        objName={POST_OBJECT}
        pageEndpoint={objectEndpoints.systemPage}
        onAdd={mayEdit ? () => setEditing(null) : undefined}
        onEdit={mayEdit ? (row) => setEditing(row) : undefined}
        deletable={access.hasPermission('system:post:remove')}
        exportable={access.hasPermission('system:post:export')}
        fallbackDictOptions={statusFallback}
      />
      {editing !== undefined && (
        <PostFormModal
          row={editing}
          statusOptions={statusFallback.sys_normal_disable}
          platformAdmin={access.isAdmin}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            table.current?.reload();
          }}
        />
      )}
    </Card>
  );
}
