import List, { type ListItemProps } from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';

/**
 * A row of a link list (user centre, wallet, system page) with its icon in the round tile
 * before the label; everything else goes to antd-mobile's List.Item.
 */
export function IconListItem({ icon, ...item }: { icon: ReactNode } & ListItemProps) {
  return <List.Item prefix={<span className="fx-list-icon">{icon}</span>} {...item} />;
}
