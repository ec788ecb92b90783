import type { TagProps } from 'antd-mobile';
import AntTag from 'antd-mobile/es/components/tag';
import type { CSSProperties } from 'react';

/**
 * antd-mobile's Tag, whose solid fill always writes white text: here the text takes the theme's
 * colour for text on a fill (`--adm-color-text-light-solid`: white in the light theme, dark ink on
 * the dark theme's light fills), so a solid tag keeps WCAG AA contrast in both themes.
 */
export function Tag(props: TagProps) {
  if (props.fill === 'outline') return <AntTag {...props} />;
  const style = { '--text-color': 'var(--adm-color-text-light-solid)', ...props.style } as CSSProperties;
  return <AntTag {...props} style={style} />;
}
