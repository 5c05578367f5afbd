import styled from 'styled-components';

/** The red count on a header or bottom-bar item (unread notifications, answers awaited); the item places it. */
export const CountBadge = styled.span`
  position: absolute;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.dangerFill};
  color: ${({ theme }) => theme.colors.white};
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;
