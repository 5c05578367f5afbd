import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { PageColumn } from './PageColumn';

const renderColumn = (column: React.JSX.Element) => render(<ThemeProvider theme={theme}>{column}</ThemeProvider>);

describe('PageColumn', () => {
  it('takes the layout width and lets its children flow as blocks by default', () => {
    renderColumn(<PageColumn data-testid="column" />);
    const style = getComputedStyle(screen.getByTestId('column'));
    expect(style.maxWidth).toBe('none');
    expect(style.display).toBe('block');
  });

  it('centres a 960 px content column and an 840 px reading column', () => {
    renderColumn(
      <>
        <PageColumn $width="content" data-testid="content" />
        <PageColumn $width="reading" data-testid="reading" />
      </>,
    );
    expect(getComputedStyle(screen.getByTestId('content')).maxWidth).toBe('960px');
    expect(getComputedStyle(screen.getByTestId('reading')).maxWidth).toBe('840px');
    expect(getComputedStyle(screen.getByTestId('reading')).marginLeft).toBe('auto');
  });

  it('stacks its children with a gap in theme units', () => {
    renderColumn(<PageColumn $gap={5} data-testid="column" />);
    const style = getComputedStyle(screen.getByTestId('column'));
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.gap).toBe('20px');
  });
});
