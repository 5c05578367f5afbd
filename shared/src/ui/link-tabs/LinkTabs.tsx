import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { overflowEdgeAttributes, overflowEdgeFade, useOverflowEdges } from '../layout/overflow-edges';

export interface LinkTab {
  id: string;
  label: ReactNode;
  /** Localized path (and query) the tab leads to. */
  to: string;
}

type Look = 'tabs' | 'chips';

const List = styled.ul<{ $look: Look }>`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  ${overflowEdgeFade}
  ${({ $look, theme }) =>
    $look === 'tabs'
      ? css`border-bottom: 1px solid ${theme.colors.border};`
      : css`flex-wrap: wrap; gap: ${theme.space(2)};`}
`;

const TabLink = styled(Link)<{ $look: Look; $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  box-sizing: border-box;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  ${({ $look, $active, theme }) =>
    $look === 'tabs'
      ? css`
          padding: 0 ${theme.space(3)};
          border-bottom: 2px solid ${$active ? theme.colors.primary : 'transparent'};
        `
      : css`
          min-height: 32px;
          padding: 0 ${theme.space(3)};
          border: 1px solid ${$active ? theme.colors.primary : theme.colors.border};
          border-radius: ${theme.radii.round};
          font-size: ${theme.font.sizes.sm};
        `}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }
`;

export interface LinkTabsProps {
  /** Accessible name of the navigation. */
  label: string;
  tabs: readonly LinkTab[];
  /** Id of the tab of the current page (marked aria-current), or null. */
  active: string | null;
  look?: Look;
}

/** Tabs that are links: each one is its own address (a page, or a query such as ?docId=). */
export function LinkTabs({ label, tabs, active, look = 'tabs' }: LinkTabsProps) {
  const list = useRef<HTMLUListElement>(null);
  const edges = useOverflowEdges(list);
  // On a narrow screen the tabs scroll sideways: bring the current one into view.
  useLayoutEffect(() => {
    const box = list.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current) return;
    const tab = current.getBoundingClientRect();
    const visible = box.getBoundingClientRect();
    box.scrollLeft += tab.left + tab.width / 2 - (visible.left + visible.width / 2);
  }, [active]);
  return (
    <nav aria-label={label}>
      <List ref={list} $look={look} {...overflowEdgeAttributes(edges)}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <TabLink to={tab.to} $look={look} $active={tab.id === active} aria-current={tab.id === active ? 'page' : undefined}>
              {tab.label}
            </TabLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
