import styled from 'styled-components';
import type { TextSize } from './MutedText';

/** The heading of a section or a card, without margins: an h2 (`as="h3"` inside a section) in the md size, or lg. */
export const SectionTitle = styled.h2<{ $size?: TextSize | 'lg' }>`
  margin: 0;
  font-size: ${({ theme, $size = 'md' }) => theme.font.sizes[$size]};
`;
