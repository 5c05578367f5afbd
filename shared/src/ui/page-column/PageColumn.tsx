import styled, { css } from 'styled-components';

/** How wide a page's column may grow: the layout's width, a 960 px column, or a reading width for long texts. */
export type PageColumnWidth = 'full' | 'content' | 'reading';

const MAX_WIDTH: Record<PageColumnWidth, string> = { full: 'none', content: '960px', reading: '840px' };

/**
 * A page's content column inside the page frame, centred at its width. With `$gap` (theme spacing units)
 * it stacks its children with that gap; without, they flow as blocks with their own margins.
 */
export const PageColumn = styled.div<{ $width?: PageColumnWidth; $gap?: number }>`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  max-width: ${({ $width = 'full' }) => MAX_WIDTH[$width]};
  margin: 0 auto;
  ${({ $gap, theme }) =>
    $gap === undefined
      ? ''
      : css`
          display: flex;
          flex-direction: column;
          gap: ${theme.space($gap)};
        `}
`;
