import { css } from 'styled-components';

/** The shape of every status label: a small rounded pill on one line. */
export const pillShape = css`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
`;

/** A pill in one colour: the text in it, a faint fill and a stronger border of it. */
export const pillTone = (color: string) => css`
  color: ${color};
  background: ${color}22;
  border: 1px solid ${color}66;
`;
