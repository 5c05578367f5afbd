import { render } from '@testing-library/react';
import * as icons from './icons';
import { IconSvg } from './IconSvg';

describe('shared icons', () => {
  it.each(Object.entries(icons))('%s is a decorative line drawing, 40px by default', (_name, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '40');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg?.children.length).toBeGreaterThan(0);
  });

  it('takes the size and line width of the place it is used in', () => {
    const { container } = render(<icons.TrophyIcon size={22} strokeWidth={1.8} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '22');
    expect(svg).toHaveAttribute('height', '22');
    expect(svg).toHaveAttribute('stroke-width', '1.8');
  });

  it('frames any drawing the same way', () => {
    const { container } = render(
      <IconSvg size={14}>
        <path d="M4 4h16" />
      </IconSvg>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 24 24');
    expect(container.querySelector('svg path')).toHaveAttribute('d', 'M4 4h16');
  });
});
