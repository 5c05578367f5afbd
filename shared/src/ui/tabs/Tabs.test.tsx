import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { tabStorageKey } from './tab-storage';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'stage-1', label: 'Stage 1', content: <p>Groups of stage 1</p> },
  { id: 'stage-2', label: 'Stage 2', content: <p>Groups of stage 2</p> },
  { id: 'final', label: 'Final', content: <p>Final groups</p> },
];
const path = '/esports-mobile-tournaments/cup';
const key = tabStorageKey(path);
const remembered = (tab: string, ageMs: number) => JSON.stringify({ tab, savedAt: Date.now() - ageMs });

describe('Tabs (spec section 2)', () => {
  it('falls back to the first tab', async () => {
    await renderWithProviders(<Tabs tabs={tabs} label="Stages" />, { route: path });
    expect(screen.getByRole('tab', { name: 'Stage 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Groups of stage 1');
  });

  it('keys the memory by host and path', () => {
    expect(key).toContain(window.location.host);
    expect(key).toContain(path);
    expect(tabStorageKey(path, 'drawer')).not.toBe(key);
  });

  it('selects a clicked tab, remembers it and puts it in the fragment', async () => {
    const { user, location } = await renderWithProviders(<Tabs tabs={tabs} label="Stages" />, { route: path });
    await user.click(screen.getByRole('tab', { name: 'Final' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Final groups');
    expect(location().hash).toBe('#final');
    expect(location().pathname).toBe(path);
    expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toMatchObject({ tab: 'final' });
  });

  it('restores a tab chosen less than 5 minutes ago', async () => {
    await renderWithProviders(<Tabs tabs={tabs} label="Stages" />, { route: path, storage: { local: { [key]: remembered('stage-2', 4 * 60_000) } } });
    expect(screen.getByRole('tab', { name: 'Stage 2' })).toHaveAttribute('aria-selected', 'true');
  });

  it('forgets a tab chosen 5 minutes ago or more', async () => {
    await renderWithProviders(<Tabs tabs={tabs} label="Stages" />, { route: path, storage: { local: { [key]: remembered('stage-2', 5 * 60_000) } } });
    expect(screen.getByRole('tab', { name: 'Stage 1' })).toHaveAttribute('aria-selected', 'true');
  });

  it('does not use the memory of another path', async () => {
    const other = tabStorageKey('/esports-mobile-tournaments/other');
    await renderWithProviders(<Tabs tabs={tabs} label="Stages" />, { route: path, storage: { local: { [other]: remembered('final', 1000) } } });
    expect(screen.getByRole('tab', { name: 'Stage 1' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lets a fragment naming a tab win over the memory', async () => {
    await renderWithProviders(<Tabs tabs={tabs} label="Stages" />, {
      route: `${path}#final`,
      storage: { local: { [key]: remembered('stage-2', 1000) } },
    });
    expect(screen.getByRole('tab', { name: 'Final' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows fragment changes after mounting, ignoring fragments that name no tab', async () => {
    const onChange = jest.fn();
    const { navigate } = await renderWithProviders(<Tabs tabs={tabs} label="Stages" onChange={onChange} />, { route: path });
    expect(onChange.mock.calls).toEqual([['stage-1']]);
    await navigate(`${path}#stage-2`);
    expect(await screen.findByRole('tab', { name: 'Stage 2', selected: true })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith('stage-2');
    await navigate(`${path}#comments`);
    expect(screen.getByRole('tab', { name: 'Stage 2' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls).toEqual([['stage-1'], ['stage-2']]);
    expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toMatchObject({ tab: 'stage-2' });
  });

  it('moves with arrow keys, Home and End, with one tab stop', async () => {
    const { user } = await renderWithProviders(<Tabs tabs={tabs} label="Stages" />, { route: path });
    expect(screen.getByRole('tablist', { name: 'Stages' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await user.click(screen.getByRole('tab', { name: 'Stage 1' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Stage 2' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Stage 2' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Final' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Stage 1' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Stage 1' })).toHaveFocus();
  });

  it('ties the panel to its tab', async () => {
    await renderWithProviders(<Tabs tabs={tabs} label="Stages" />, { route: path });
    const tab = screen.getByRole('tab', { name: 'Stage 1' });
    const panel = screen.getByRole('tabpanel', { name: 'Stage 1' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
  });
});

describe('Tabs on a narrow screen', () => {
  const sizes = (scrollWidth: number, clientWidth: number) => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  };
  afterEach(() => jest.restoreAllMocks());

  it('fades the side of the strip where more tabs wait, and stops once that side is reached', async () => {
    sizes(600, 360);
    await renderWithProviders(<Tabs tabs={tabs} label="Stages" />, { route: path });
    const strip = screen.getByRole('tablist', { name: 'Stages' });
    expect(strip).toHaveAttribute('data-more-end');
    expect(strip).not.toHaveAttribute('data-more-start');
    strip.scrollLeft = 240;
    fireEvent.scroll(strip);
    expect(strip).toHaveAttribute('data-more-start');
    expect(strip).not.toHaveAttribute('data-more-end');
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
    expect(rules).toMatch(/\[data-more-end\][^}]*--fade-end:\s*40px/);
    expect(rules).toMatch(/mask-image:\s*linear-gradient/);
  });

  it('shows no fade when all tabs fit', async () => {
    sizes(360, 360);
    await renderWithProviders(<Tabs tabs={tabs} label="Stages" />, { route: path });
    const strip = screen.getByRole('tablist', { name: 'Stages' });
    expect(strip).not.toHaveAttribute('data-more-end');
    expect(strip).not.toHaveAttribute('data-more-start');
  });
});
