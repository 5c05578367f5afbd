import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithProviders } from '@portal/shared/testing';
import { theme } from '../theme';
import { MutedText } from './MutedText';
import { SectionTitle } from './SectionTitle';
import { Stack } from './Stack';
import { Surface } from './Surface';
import { sidewaysScroll } from './sideways-scroll';
import { tapTarget, TAP_TARGET_PX } from './tap-target';

describe('layout primitives', () => {
  it('Surface is a bordered, rounded surface with inner spacing, stacking its children when given a gap', async () => {
    await renderWithProviders(
      <>
        <Surface data-testid="plain">a</Surface>
        <Surface as="section" data-testid="card" $radius="md" $padding={3} $raised $gap={2}>
          b
        </Surface>
      </>,
    );
    const plain = getComputedStyle(screen.getByTestId('plain'));
    expect(screen.getByTestId('plain')).toHaveStyle({ border: `1px solid ${theme.colors.border}`, background: theme.colors.surface });
    expect(plain.borderRadius).toBe(theme.radii.lg);
    expect(plain.padding).toBe('16px');
    expect(plain.display).not.toBe('flex');
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('SECTION');
    const style = getComputedStyle(card);
    expect(style.borderRadius).toBe(theme.radii.md);
    expect(style.padding).toBe('12px');
    expect(style.display).toBe('flex');
    expect(style.gap).toBe('8px');
  });

  it('Stack, MutedText and SectionTitle carry their spacing, colour and size', async () => {
    await renderWithProviders(
      <Stack $gap={5} data-testid="stack">
        <SectionTitle>Groups</SectionTitle>
        <MutedText $size="xs">Updated today</MutedText>
      </Stack>,
    );
    expect(getComputedStyle(screen.getByTestId('stack')).gap).toBe('20px');
    expect(screen.getByRole('heading', { level: 2, name: 'Groups' })).toHaveStyle({ margin: '0px', fontSize: theme.font.sizes.md });
    expect(screen.getByText('Updated today')).toHaveStyle({ margin: '0px', fontSize: theme.font.sizes.xs });
  });

  it('sidewaysScroll scrolls and draws edges that scroll away with the content (covers attached locally)', async () => {
    const Wide = styled.div`
      ${sidewaysScroll()}
    `;
    await renderWithProviders(<Wide data-testid="wide">a</Wide>);
    expect(getComputedStyle(screen.getByTestId('wide')).overflowX).toBe('auto');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toMatch(/no-repeat local/);
    expect(css).toMatch(/no-repeat scroll/);
  });
});

describe('tapTarget', () => {
  it('makes an element at least a finger high on phones only', async () => {
    const Chip = styled.a`
      display: inline-flex;
      ${tapTarget}
    `;
    await renderWithProviders(<Chip data-testid="chip">chip</Chip>);
    const chip = screen.getByTestId('chip');
    // jsdom does not apply media queries: read the rule the element's class got.
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
    const className = [...chip.classList].find((name) => rules.includes(`.${name}`));
    expect(className).toBeDefined();
    expect(rules.replace(/\s+/g, '')).toContain(`@media(max-width:767px){.${className}{min-height:${TAP_TARGET_PX}px;}}`);
    expect(TAP_TARGET_PX).toBe(44);
    expect(getComputedStyle(chip).minHeight).not.toBe('44px');
  });
});
