/** The tabs of a project's lines: one per life-cycle stage, in the contract's order, each named with its count of lines. */
import type { ReactNode } from 'react';
import { Badge, Space } from 'antd';
import type { TabsProps } from 'antd';
import type { LifecycleStage } from '@pcf/shared';
import type { DraftLine } from '../lines';

export function stageTabs(
  stageOptions: readonly { value: LifecycleStage; label: string }[],
  lines: readonly DraftLine[],
  content: (stage: LifecycleStage) => ReactNode,
): TabsProps['items'] {
  return stageOptions.map((option) => ({
    key: option.value,
    label: (
      <Space size={4}>
        {option.label}
        <Badge count={lines.filter((line) => line.stage === option.value).length} showZero color="#bfbfbf" size="small" />
      </Space>
    ),
    children: content(option.value),
  }));
}
