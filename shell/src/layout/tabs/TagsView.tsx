/** Closable tabs of the visited routes, with RuoYi's close others / left / right / all (SPEC §4). */
import { Button, Dropdown, Tabs } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined } from '../../icons';
import { useTranslation } from 'react-i18next';
import type { OpenTab } from './tabsModel';

export type TabCommand = 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

export interface TagsViewProps {
  tabs: OpenTab[];
  activePath: string;
  onSelect(path: string): void;
  onCommand(command: TabCommand, path: string): void;
}

export function TagsView({ tabs, activePath, onSelect, onCommand }: TagsViewProps) {
  const { t } = useTranslation('shell');

  const commandsFor = (path: string): MenuProps => {
    const index = tabs.findIndex((tab) => tab.path === path);
    return {
      items: [
        { key: 'close', label: t('tabs.close') },
        { key: 'closeOthers', label: t('tabs.closeOthers'), disabled: tabs.length <= 1 },
        { key: 'closeLeft', label: t('tabs.closeLeft'), disabled: index <= 0 },
        { key: 'closeRight', label: t('tabs.closeRight'), disabled: index === -1 || index >= tabs.length - 1 },
        { key: 'closeAll', label: t('tabs.closeAll') },
      ],
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        onCommand(key as TabCommand, path);
      },
    };
  };

  const activeOpen = tabs.some((tab) => tab.path === activePath);
  return (
    // a named region: the shell's tab bar is told apart from the tabs a screen has of its own
    <section className="pcf-tags" aria-label={t('tabs.bar')}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeOpen ? activePath : ''}
        onChange={onSelect}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') onCommand('close', key);
        }}
        items={tabs.map((tab) => ({
          key: tab.path,
          closable: true,
          label: (
            <Dropdown trigger={['contextMenu']} menu={commandsFor(tab.path)}>
              <span>{tab.title}</span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={{
          right: (
            <Dropdown trigger={['click']} menu={commandsFor(activeOpen ? activePath : (tabs[0]?.path ?? ''))} disabled={tabs.length === 0}>
              <Button type="text" size="small" aria-label={t('tabs.actions')} icon={<DownOutlined />} />
            </Dropdown>
          ),
        }}
      />
    </section>
  );
}
