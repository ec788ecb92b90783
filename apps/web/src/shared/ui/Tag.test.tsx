import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag } from './Tag';

describe('Tag (issue 15: contrast in both themes)', () => {
  it("writes a solid tag's text in the theme's on-fill colour, not a fixed white", () => {
    render(<Tag color="primary">Following</Tag>);
    const style = screen.getByText('Following').style;
    expect(style.getPropertyValue('--text-color')).toBe('var(--adm-color-text-light-solid)');
    expect(style.getPropertyValue('--text-color')).not.toBe('#ffffff');
  });

  it('leaves an outline tag in its own colour', () => {
    render(
      <Tag color="warning" fill="outline">
        Demo
      </Tag>,
    );
    expect(screen.getByText('Demo').style.getPropertyValue('--text-color')).toBe(
      'var(--adm-color-warning, #ff8f1f)',
    );
  });
});
