/**
 * The directory item of a form (a line's 目录项, a factor's or dataset's category): a TreeSelect over
 * the directory as useDirectory loads it, searchable by name, clearable, with its spinner while it
 * loads. A Form.Item gives it value and onChange; everything else a TreeSelect takes passes through.
 */
import { TreeSelect } from 'antd';
import type { TreeSelectProps } from 'antd';
import type { TreeSelectOption } from './treeSelectOptions';

export interface DirectorySelectProps extends Omit<TreeSelectProps<number>, 'treeData' | 'loading' | 'showSearch' | 'treeNodeFilterProp'> {
  /** The directory's options (useDirectory, or what a form makes of it), and whether they are still loading. */
  directory: { value: readonly TreeSelectOption[]; loading?: boolean };
}

export function DirectorySelect({ directory, ...props }: DirectorySelectProps) {
  return (
    <TreeSelect
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={directory.loading}
      treeData={[...directory.value]}
      {...props}
    />
  );
}
