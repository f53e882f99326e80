import { useRef } from 'react';
import { Avatar, Button, Typography } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AVATAR_FILE_FIELD, profileApi, profileEndpoints } from '@pcf/shared';
import { FileUpload } from '@pcf/shared/ui';
import type { FileUploadHandle, PersonalInfo } from '@pcf/shared';

/** The avatar formats the server accepts (it checks the content too). */
export const AVATAR_TYPES = ['png', 'jpg', 'jpeg', 'webp'] as const;

export interface AvatarUploadProps {
  info: PersonalInfo;
  onChanged(): void;
}

export function AvatarUpload({ info, onChanged }: AvatarUploadProps) {
  const { t } = useTranslation('system');
  const upload = useRef<FileUploadHandle>(null);
  const src = info.avatar ? profileApi.avatarUrl(info.id, info.avatar) : undefined;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
      <Avatar size={112} src={src} icon={src ? undefined : <UserOutlined />} alt={t('profile.avatar')} />
      <FileUpload
        ref={upload}
        action={profileEndpoints.avatarUpload.url}
        name={AVATAR_FILE_FIELD}
        accept={AVATAR_TYPES}
        limit={1}
        onSuccess={() => {
          // one avatar at a time: the list is emptied for the next change (the upload itself says 导入成功)
          upload.current?.clearFiles();
          onChanged();
        }}
      >
        <Button icon={<UploadOutlined />}>{t('profile.changeAvatar')}</Button>
      </FileUpload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('profile.avatarHint')}
      </Typography.Text>
    </div>
  );
}
