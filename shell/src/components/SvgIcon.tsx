/**
 * An icon of @ant-design/icons-svg drawn as plain SVG. The sign-in pages use these instead of antd's
 * icon component, whose context, colour and style modules would come with it to /login.
 */
import { createElement } from 'react';
import type { ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

function element(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { ...node.attrs, key }, node.children?.map(element));
}

export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  // outlined and filled icons are drawn; two-tone ones are functions of their colours
  const drawing = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return createElement(
    drawing.tag,
    { ...drawing.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true, className },
    drawing.children?.map(element),
  );
}
