import { useMemo, useState } from 'react';
import { Button, Empty, Input, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_ICONS } from '@pcf/shared';
import { MenuIcon } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';

export interface IconPickerProps {
  value?: string;
  onChange?(value: string): void;
}

/** A form control: the chosen icon on a button that opens a searchable grid of MENU_ICONS. */
export function IconPicker({ value, onChange }: IconPickerProps) {
  const { t } = useTranslation(SYSTEM_NS);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return MENU_ICONS.filter((name) => name.toLowerCase().includes(needle));
  }, [query]);

  const grid = (
    <div style={{ width: 320 }}>
      <Input
        allowClear
        autoFocus
        placeholder={t('menu.iconSearch')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menu.iconNone')} />
      ) : (
        <div
          role="listbox"
          aria-label={t('menu.iconPick')}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 4, maxHeight: 240, overflowY: 'auto' }}
        >
          {shown.map((name) => (
            <Tooltip key={name} title={name}>
              <Button
                role="option"
                aria-label={name}
                aria-selected={name === value}
                type={name === value ? 'primary' : 'text'}
                icon={<MenuIcon name={name} />}
                onClick={() => {
                  onChange?.(name);
                  setOpen(false);
                }}
              />
            </Tooltip>
          ))}
        </div>
      )}
    </div>
  );

  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={grid} placement="bottomLeft">
      <Button icon={value ? <MenuIcon name={value} /> : undefined}>{value || t('menu.iconPick')}</Button>
    </Popover>
  );
}
